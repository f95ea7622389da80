// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// One output per (plane, position): the taps inside the input are summed in float and the sum
// divided by k (count_include_pad: padded positions count as zeros).
#include <algorithm>

int avg_pool1d_f32(const float* x, float* y, int64_t n, int64_t c, int64_t l, int64_t k, int64_t s, int64_t p) {
  const int64_t lo = (l + 2 * p - k) / s + 1;
  const float inv_k = 1.0f / static_cast<float>(k);
#pragma omp parallel for schedule(static)
  for (int64_t pl = 0; pl < n * c; ++pl) {
    const float* xp = x + pl * l;
    for (int64_t o = 0; o < lo; ++o) {
      const int64_t start = o * s - p;
      const int64_t i0 = std::max<int64_t>(start, 0), i1 = std::min(start + k, l);
      float sum = 0.0f;
      for (int64_t i = i0; i < i1; ++i) sum += (xp[i]);
      y[pl * lo + o] = (sum * inv_k);
    }
  }
  return 0;
}
