// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// cos(x) in float: cosf reduces the argument modulo 2 pi exactly, so large arguments and those next
// to odd multiples of pi/2 keep their relative accuracy; +-inf give NaN.
#include <cmath>

static inline float cosine(float v) { return std::cos(v); }

int cos_f32(const float* x, float* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = cosine(x[i]);
  return 0;
}
