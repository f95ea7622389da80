// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Each bf16 element is widened to float, evaluated in float and rounded back once.
#include <cmath>

// silu(x) = x * sigmoid(x) = x / (1 + exp(-x)); for very negative x, exp(-x) overflows to inf
// and the quotient goes to the correct limit 0.
static inline float silu(float v) {
  return v / (1.0f + std::exp(-v));
}

int silu_bf16(const km_bf16* x, km_bf16* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = km_f32_to_bf16(silu(km_bf16_to_f32(x[i])));
  return 0;
}
