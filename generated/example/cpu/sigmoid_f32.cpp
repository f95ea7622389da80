// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
#include <cmath>

int sigmoid_f32(const float* x, float* y, int64_t n) {
  // For very negative x, exp(-x) overflows to inf and 1 / inf gives the correct limit 0.
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = 1.0f / (1.0f + std::exp(-x[i]));
  return 0;
}
