// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// cosh(x) with coshf: finite up to |x| = 89.4 in fp32, where exp(x) alone has overflowed already.
#include <cmath>

static inline float hcos(float v) { return std::cosh(v); }

int cosh_f32(const float* x, float* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = hcos(x[i]);
  return 0;
}
