// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// float in and out: a pure copy, no arithmetic. xs[i] points at item i, its own buffer of
// [outer, n + i * step, inner]; per outer index, each item's row is one contiguous run copied to
// its column offset in y.
#include <cstring>
#include <vector>

int cat_f32(const float* const* xs, float* y, int64_t outer, int64_t count, int64_t n, int64_t step, int64_t inner) {
  std::vector<int64_t> off(static_cast<size_t>(count) + 1, 0);
  for (int64_t i = 0; i < count; ++i) off[i + 1] = off[i] + n + i * step;
  const int64_t total = off[count];
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < count; ++i) {
      const int64_t cols = n + i * step;
      std::memcpy(y + (o * total + off[i]) * inner, xs[i] + o * cols * inner,
                  static_cast<size_t>(cols * inner) * sizeof(float));
    }
  return 0;
}
