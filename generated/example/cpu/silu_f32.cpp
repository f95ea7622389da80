// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
#include <cmath>

// silu(x) = x * sigmoid(x) = x / (1 + exp(-x)); for very negative x, exp(-x) overflows to inf
// and the quotient goes to the correct limit 0.
static inline float silu(float v) {
  return v / (1.0f + std::exp(-v));
}

int silu_f32(const float* x, float* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = silu(x[i]);
  return 0;
}
