// Plausible wrong kernel (self-test only): the cpu example kernel as it was until session 43. It
// reads gy[0] before the loop, for the mean and sum reductions whose gy is one element, and also
// for reduction none, where gy has n elements: none at all for n = 0, so the read lands on the
// protected page after gy's empty buffer. Every case with n >= 1 passes; the `empty` set's n = 0
// (smooth_l1_loss_backward has one since session 43) catches it, as it caught the example.
#include <cmath>

int smooth_l1_loss_backward_f32(const float* gy, const float* x, const float* t, float* gx, int64_t n, double beta, int64_t reduction) {
  const float fbeta = static_cast<float>(beta);
  const float norm = static_cast<float>(reduction == 1 ? 1.0 / static_cast<double>(n) : 1.0);
  const float g0 = (gy[0]);
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float g = (reduction == 0 ? (gy[i]) : g0) * norm;
    const float d = (x[i]) - (t[i]);
    const float slope = std::fabs(d) < fbeta ? d / fbeta : (d > 0.0f ? 1.0f : -1.0f);
    gx[i] = (g * slope);
  }
  return 0;
}
