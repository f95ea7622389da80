// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// swish(x) = x / (1 + exp(-beta x)). For beta x -> -inf exp overflows to inf and the quotient is a
// signed zero; for beta x -> +inf exp goes to 0 and the result is x; NaN propagates.
// Each fp16 element is widened to float, all math is in float, and each result is rounded once.
#include <cmath>

int swish_beta_f16(const km_f16* x, km_f16* y, int64_t n, double beta) {
  const float b = static_cast<float>(beta);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float v = km_f16_to_f32(x[i]);
    y[i] = km_f32_to_f16(v / (1.0f + std::exp(-b * v)));
  }
  return 0;
}
