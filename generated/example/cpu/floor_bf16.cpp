// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// floor(x) with floorf: exact for every float, including those beyond any integer type's range
// (casting through int32 overflows past 2^31) and NaN.
// Each bf16 element is widened to float, evaluated as above and rounded back to bf16 once.
#include <cmath>

static inline float flr(float v) { return std::floor(v); }

int floor_bf16(const km_bf16* x, km_bf16* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = km_f32_to_bf16(flr(km_bf16_to_f32(x[i])));
  return 0;
}
