// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// Training mode: one channel per iteration, two passes over its n * s values (mean, then the
// biased variance around it: accurate when |mean| >> std), then the affine output.
#include <cmath>

int batch_norm_train_f32(const float* x, const float* w, const float* b, float* y, int64_t n, int64_t c, int64_t s,
           double eps) {
  const float inv_cnt = 1.0f / static_cast<float>(n * s);
  const float feps = static_cast<float>(eps);
#pragma omp parallel for schedule(dynamic)
  for (int64_t ch = 0; ch < c; ++ch) {
    float sum = 0.0f;
    for (int64_t i = 0; i < n; ++i) {
      const float* xr = x + (i * c + ch) * s;
      float part = 0.0f;
#pragma omp simd reduction(+ : part)
      for (int64_t j = 0; j < s; ++j) part += (xr[j]);
      sum += part;
    }
    const float mean = sum * inv_cnt;
    float sq = 0.0f;
    for (int64_t i = 0; i < n; ++i) {
      const float* xr = x + (i * c + ch) * s;
      float part = 0.0f;
#pragma omp simd reduction(+ : part)
      for (int64_t j = 0; j < s; ++j) {
        const float t = (xr[j]) - mean;
        part += t * t;
      }
      sq += part;
    }
    const float scale = (w[ch]) / std::sqrt(sq * inv_cnt + feps);
    const float shift = (b[ch]);
    for (int64_t i = 0; i < n; ++i) {
      const float* xr = x + (i * c + ch) * s;
      float* yr = y + (i * c + ch) * s;
      for (int64_t j = 0; j < s; ++j) yr[j] = (((xr[j]) - mean) * scale + shift);
    }
  }
  return 0;
}
