// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// torch.nonzero(x) padded to the capacity n = d0 * d1 * d2 * d3 with -1: one pass counts the
// nonzeros of each block of elements, a prefix over the blocks gives each block its first output
// row, and a second pass writes the coordinates in row-major order.
#include <vector>

namespace {

using T = float;
inline bool nonzero(T v) {
  const float f = v;
  return f != 0.0f;  // NaN != 0 is true; -0 == 0
}

}  // namespace

int nonzero_f32(const T* x, int64_t* idx, int64_t* count, int64_t d0, int64_t d1, int64_t d2,
               int64_t d3, int64_t as_tuple) {
  const int64_t n = d0 * d1 * d2 * d3;
  const int64_t chunk = 1 << 14, blocks = (n + chunk - 1) / chunk;
  std::vector<int64_t> start(static_cast<size_t>(blocks + 1), 0);
#pragma omp parallel for schedule(static) if (blocks > 1)
  for (int64_t bk = 0; bk < blocks; ++bk) {
    int64_t c = 0;
    const int64_t hi = bk * chunk + chunk < n ? bk * chunk + chunk : n;
    for (int64_t e = bk * chunk; e < hi; ++e) c += nonzero(x[e]) ? 1 : 0;
    start[bk + 1] = c;
  }
  for (int64_t bk = 0; bk < blocks; ++bk) start[bk + 1] += start[bk];
  const int64_t total = start[blocks];
#pragma omp parallel for schedule(static) if (blocks > 1)
  for (int64_t bk = 0; bk < blocks; ++bk) {
    int64_t r = start[bk];
    const int64_t hi = bk * chunk + chunk < n ? bk * chunk + chunk : n;
    for (int64_t e = bk * chunk; e < hi; ++e) {
      if (!nonzero(x[e])) continue;
      const int64_t c[4] = {e / (d1 * d2 * d3), e / (d2 * d3) % d1, e / d3 % d2, e % d3};
      for (int k = 0; k < 4; ++k) idx[as_tuple ? k * n + r : 4 * r + k] = c[k];
      ++r;
    }
  }
  // The rows past the count hold -1.
#pragma omp parallel for schedule(static) if (n > (1 << 14))
  for (int64_t r = total; r < n; ++r)
    for (int k = 0; k < 4; ++k) idx[as_tuple ? k * n + r : 4 * r + k] = -1;
  count[0] = total;
  return 0;
}
