// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// log(exp(x) + exp(y)) as the larger input plus a correction of at most log 2: nothing overflows, and
// two equal infinities give themselves (inf - inf would be NaN). NaN propagates through a - b.
// Each fp16 element is widened to float, evaluated as above and rounded back to fp16 once.
#include <cmath>

static inline float lse(float a, float b) {
  if (std::isinf(a) && a == b) return a;
  const float m = a > b ? a : b;
  return m + std::log1p(std::exp(-std::fabs(a - b)));
}

int logaddexp_f16(const km_f16* x, const km_f16* y, km_f16* z, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = km_f32_to_f16(lse(km_f16_to_f32(x[i]), km_f16_to_f32(y[i])));
  return 0;
}
