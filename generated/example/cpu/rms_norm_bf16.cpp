// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out, float inside: the sum of squares is accumulated in float, the weight is
// widened once, and each output is rounded to bf16 once.
#include <cmath>
#include <vector>

int rms_norm_bf16(const km_bf16* x, const km_bf16* w, km_bf16* y, int64_t rows, int64_t d,
                  double eps) {
  const float inv_d = 1.0f / static_cast<float>(d);
  const float feps = static_cast<float>(eps);
  std::vector<float> wf(d);
  for (int64_t i = 0; i < d; ++i) wf[i] = km_bf16_to_f32(w[i]);
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const km_bf16* xr = x + r * d;
    km_bf16* yr = y + r * d;
    float sq = 0.0f;
#pragma omp simd reduction(+ : sq)
    for (int64_t i = 0; i < d; ++i) {
      const float v = km_bf16_to_f32(xr[i]);
      sq += v * v;
    }
    const float rrms = 1.0f / std::sqrt(sq * inv_d + feps);
    for (int64_t i = 0; i < d; ++i) yr[i] = km_f32_to_bf16(km_bf16_to_f32(xr[i]) * rrms * wf[i]);
  }
  return 0;
}
