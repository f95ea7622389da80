// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Per row: both squared distances |a - p + eps|^2 and |a - n + eps|^2 in float (one SIMD pass), then
// max(margin + sqrt - sqrt, 0); the row losses are averaged in double.
// Each bf16 element is widened to float, all math is in float, and each result is rounded once.
#include <cmath>

int triplet_margin_loss_bf16(const km_bf16* a, const km_bf16* p, const km_bf16* n, km_bf16* loss, int64_t b, int64_t d, double margin) {
  const float eps = 1e-6f;
  double total = 0.0;
#pragma omp parallel for schedule(static) reduction(+ : total)
  for (int64_t r = 0; r < b; ++r) {
    float sp = 0.0f, sn = 0.0f;
#pragma omp simd reduction(+ : sp, sn)
    for (int64_t k = 0; k < d; ++k) {
      const float av = km_bf16_to_f32(a[r * d + k]);
      const float dp = av - km_bf16_to_f32(p[r * d + k]) + eps, dn = av - km_bf16_to_f32(n[r * d + k]) + eps;
      sp += dp * dp;
      sn += dn * dn;
    }
    const double l = margin + static_cast<double>(std::sqrt(sp)) - static_cast<double>(std::sqrt(sn));
    total += l > 0.0 ? l : 0.0;
  }
  loss[0] = km_f32_to_bf16(static_cast<float>(total / static_cast<double>(b)));
  return 0;
}
