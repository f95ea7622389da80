// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// log10(x): +-0 give -inf, negative inputs NaN, +inf gives +inf.
// Each fp16 element is widened to float, evaluated as above and rounded back to fp16 once.
#include <cmath>

static inline float lg10(float v) { return std::log10(v); }

int log10_f16(const km_f16* x, km_f16* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = km_f32_to_f16(lg10(km_f16_to_f32(x[i])));
  return 0;
}
