// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// softsign(x) = x / (1 + |x|); huge |x| give +-1 (1 + |x| rounds to |x|), NaN propagates.
// Each fp16 element is widened to float, evaluated in float and rounded back once.
#include <cmath>

static inline float softsign(float v) {
  return v / (1.0f + std::fabs(v));
}

int softsign_f16(const km_f16* x, km_f16* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = km_f32_to_f16(softsign(km_f16_to_f32(x[i])));
  return 0;
}
