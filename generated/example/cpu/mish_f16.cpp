// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// mish(x) = x * tanh(softplus(x)) = x * tanh(log1p(exp(x))). Above 20, tanh(softplus(x)) is 1 in
// float, so x > 20 gives x and exp never overflows; log1p keeps the small exp(x) of negative x
// (1 + exp(x) would round it away). NaN fails x > 20 and propagates.
// Each fp16 element is widened to float, evaluated in float and rounded back once.
#include <cmath>

static inline float mish(float v) {
  const float sp = v > 20.0f ? v : std::log1p(std::exp(v));
  return v * std::tanh(sp);
}

int mish_f16(const km_f16* x, km_f16* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = km_f32_to_f16(mish(km_f16_to_f32(x[i])));
  return 0;
}
