// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Per row: dot product and both squared norms in float (one pass, SIMD); cos = dot / (max(|p|, eps) *
// max(|t|, eps)). The mean of 1 - cos over rows is accumulated in double.
// Each fp16 element is widened to float, all math is in float, and each result is rounded once.
#include <cmath>

int cosine_similarity_loss_f16(const km_f16* p, const km_f16* t, km_f16* loss, int64_t b, int64_t d) {
  const float eps = 1e-8f;
  double total = 0.0;
#pragma omp parallel for schedule(static) reduction(+ : total)
  for (int64_t r = 0; r < b; ++r) {
    float dot = 0.0f, pp = 0.0f, tt = 0.0f;
#pragma omp simd reduction(+ : dot, pp, tt)
    for (int64_t k = 0; k < d; ++k) {
      const float a = km_f16_to_f32(p[r * d + k]), c = km_f16_to_f32(t[r * d + k]);
      dot += a * c;
      pp += a * a;
      tt += c * c;
    }
    const float cosv = dot / (std::fmax(std::sqrt(pp), eps) * std::fmax(std::sqrt(tt), eps));
    total += 1.0 - static_cast<double>(cosv);
  }
  loss[0] = km_f32_to_f16(static_cast<float>(total / static_cast<double>(b)));
  return 0;
}
