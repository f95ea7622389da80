// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Per row: both squared distances |a - p + eps|^2 and |a - n + eps|^2 in float (one SIMD pass), then
// max(margin + sqrt - sqrt, 0); the row losses are averaged in double.
#include <cmath>

int triplet_margin_loss_f32(const float* a, const float* p, const float* n, float* loss, int64_t b, int64_t d, double margin) {
  const float eps = 1e-6f;
  double total = 0.0;
#pragma omp parallel for schedule(static) reduction(+ : total)
  for (int64_t r = 0; r < b; ++r) {
    float sp = 0.0f, sn = 0.0f;
#pragma omp simd reduction(+ : sp, sn)
    for (int64_t k = 0; k < d; ++k) {
      const float av = a[r * d + k];
      const float dp = av - p[r * d + k] + eps, dn = av - n[r * d + k] + eps;
      sp += dp * dp;
      sn += dn * dn;
    }
    const double l = margin + static_cast<double>(std::sqrt(sp)) - static_cast<double>(std::sqrt(sn));
    total += l > 0.0 ? l : 0.0;
  }
  loss[0] = static_cast<float>(total / static_cast<double>(b));
  return 0;
}
