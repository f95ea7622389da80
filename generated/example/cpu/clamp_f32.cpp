// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
#include <algorithm>

int clamp_f32(const float* x, float* y, int64_t n, double lo, double hi) {
  const float l = static_cast<float>(lo);
  const float h = static_cast<float>(hi);
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = std::min(std::max(x[i], l), h);
  return 0;
}
