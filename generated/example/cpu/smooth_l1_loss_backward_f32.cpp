// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// g (gy[i] for reduction none, else gy[0]) times the clipped slope d / beta or sign(d), d = x - t,
// and 1 / n for a mean (formed in double, rounded once).
#include <cmath>

int smooth_l1_loss_backward_f32(const float* gy, const float* x, const float* t, float* gx, int64_t n, double beta, int64_t reduction) {
  const float fbeta = static_cast<float>(beta);
  const float norm = static_cast<float>(reduction == 1 ? 1.0 / static_cast<double>(n) : 1.0);
  // gy has n elements for reduction none (none at all for n = 0): gy[0] is read only for a mean
  // or a sum, whose gy is one element.
  const float g0 = reduction == 0 ? 0.0f : (gy[0]);
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float g = (reduction == 0 ? (gy[i]) : g0) * norm;
    const float d = (x[i]) - (t[i]);
    const float slope = std::fabs(d) < fbeta ? d / fbeta : (d > 0.0f ? 1.0f : -1.0f);
    gx[i] = (g * slope);
  }
  return 0;
}
