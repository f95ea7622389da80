// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// log10(x): +-0 give -inf, negative inputs NaN, +inf gives +inf.
#include <cmath>

static inline float lg10(float v) { return std::log10(v); }

int log10_f32(const float* x, float* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = lg10(x[i]);
  return 0;
}
