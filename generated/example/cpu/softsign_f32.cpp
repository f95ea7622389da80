// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// softsign(x) = x / (1 + |x|); huge |x| give +-1 (1 + |x| rounds to |x|), NaN propagates.
#include <cmath>

static inline float softsign(float v) {
  return v / (1.0f + std::fabs(v));
}

int softsign_f32(const float* x, float* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = softsign(x[i]);
  return 0;
}
