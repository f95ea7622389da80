// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// erfc(x) straight from erfcf: for x > 2 the result is small and 1 - erf(x) cancels, losing its
// relative accuracy; -inf gives 2, +inf gives 0.
// Each bf16 element is widened to float, evaluated as above and rounded back to bf16 once.
#include <cmath>

static inline float cerf(float v) { return std::erfc(v); }

int erfc_bf16(const km_bf16* x, km_bf16* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = km_f32_to_bf16(cerf(km_bf16_to_f32(x[i])));
  return 0;
}
