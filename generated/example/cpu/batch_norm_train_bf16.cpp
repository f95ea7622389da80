// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// Training mode: one channel per iteration, two passes over its n * s values (mean, then the
// biased variance around it: accurate when |mean| >> std), then the affine output.
#include <cmath>

int batch_norm_train_bf16(const km_bf16* x, const km_bf16* w, const km_bf16* b, km_bf16* y, int64_t n, int64_t c, int64_t s,
           double eps) {
  const float inv_cnt = 1.0f / static_cast<float>(n * s);
  const float feps = static_cast<float>(eps);
#pragma omp parallel for schedule(dynamic)
  for (int64_t ch = 0; ch < c; ++ch) {
    float sum = 0.0f;
    for (int64_t i = 0; i < n; ++i) {
      const km_bf16* xr = x + (i * c + ch) * s;
      float part = 0.0f;
#pragma omp simd reduction(+ : part)
      for (int64_t j = 0; j < s; ++j) part += km_bf16_to_f32(xr[j]);
      sum += part;
    }
    const float mean = sum * inv_cnt;
    float sq = 0.0f;
    for (int64_t i = 0; i < n; ++i) {
      const km_bf16* xr = x + (i * c + ch) * s;
      float part = 0.0f;
#pragma omp simd reduction(+ : part)
      for (int64_t j = 0; j < s; ++j) {
        const float t = km_bf16_to_f32(xr[j]) - mean;
        part += t * t;
      }
      sq += part;
    }
    const float scale = km_bf16_to_f32(w[ch]) / std::sqrt(sq * inv_cnt + feps);
    const float shift = km_bf16_to_f32(b[ch]);
    for (int64_t i = 0; i < n; ++i) {
      const km_bf16* xr = x + (i * c + ch) * s;
      km_bf16* yr = y + (i * c + ch) * s;
      for (int64_t j = 0; j < s; ++j) yr[j] = km_f32_to_bf16((km_bf16_to_f32(xr[j]) - mean) * scale + shift);
    }
  }
  return 0;
}
