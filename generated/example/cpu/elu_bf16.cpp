// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// elu(x) = x for x > 0, alpha * (exp(x) - 1) otherwise. expm1 keeps exp(x) - 1 accurate for x near
// 0 (exp(x) - 1 cancels there); it goes to -1 for very negative x without overflowing, and NaN
// fails x > 0 and propagates.
// Each bf16 element is widened to float, evaluated in float and rounded back once.
#include <cmath>

static inline float elu(float v, float alpha) {
  return v > 0.0f ? v : alpha * std::expm1(v);
}

int elu_bf16(const km_bf16* x, km_bf16* y, int64_t n, double alpha) {
  const float a = static_cast<float>(alpha);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = km_f32_to_bf16(elu(km_bf16_to_f32(x[i]), a));
  return 0;
}
