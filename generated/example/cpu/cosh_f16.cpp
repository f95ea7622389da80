// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// cosh(x) with coshf: finite up to |x| = 89.4 in fp32, where exp(x) alone has overflowed already.
// Each fp16 element is widened to float, evaluated as above and rounded back to fp16 once.
#include <cmath>

static inline float hcos(float v) { return std::cosh(v); }

int cosh_f16(const km_f16* x, km_f16* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = km_f32_to_f16(hcos(km_f16_to_f32(x[i])));
  return 0;
}
