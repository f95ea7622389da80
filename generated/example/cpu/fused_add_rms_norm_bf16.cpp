// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// One row per iteration: r = x + residual is stored (rounded to the task's dtype) and its
// squares summed in float; y is then formed from the stored r, as vLLM does.
#include <cmath>

int fused_add_rms_norm_bf16(const km_bf16* x, const km_bf16* residual, const km_bf16* w, km_bf16* y, km_bf16* r, int64_t rows,
           int64_t d, double eps) {
  const float inv_d = 1.0f / static_cast<float>(d);
  const float feps = static_cast<float>(eps);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < rows; ++i) {
    const km_bf16* xr = x + i * d;
    const km_bf16* rr = residual + i * d;
    km_bf16* ro = r + i * d;
    km_bf16* yo = y + i * d;
    float sq = 0.0f;
    for (int64_t j = 0; j < d; ++j) {
      const float v = km_bf16_to_f32(xr[j]) + km_bf16_to_f32(rr[j]);
      ro[j] = km_f32_to_bf16(v);
      sq += v * v;
    }
    const float rstd = 1.0f / std::sqrt(sq * inv_d + feps);
    for (int64_t j = 0; j < d; ++j) yo[j] = km_f32_to_bf16(km_bf16_to_f32(ro[j]) * rstd * km_bf16_to_f32(w[j]));
  }
  return 0;
}
