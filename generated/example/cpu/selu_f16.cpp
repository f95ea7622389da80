// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// selu(x) = scale * x for x > 0, scale * alpha * (exp(x) - 1) otherwise, with PyTorch's constants
// alpha = 1.6732632423543772 and scale = 1.0507009873554805. expm1 keeps exp(x) - 1 accurate for x
// near 0; NaN fails x > 0 and propagates.
// Each fp16 element is widened to float, evaluated in float and rounded back once.
#include <cmath>

static inline float selu(float v) {
  constexpr float kScale = 1.0507009873554805f;
  constexpr float kScaleAlpha = 1.7580993408473766f;  // scale * alpha
  return v > 0.0f ? kScale * v : kScaleAlpha * std::expm1(v);
}

int selu_f16(const km_f16* x, km_f16* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = km_f32_to_f16(selu(km_f16_to_f32(x[i])));
  return 0;
}
