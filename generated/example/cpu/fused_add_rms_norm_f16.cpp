// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to fp16 once.
// One row per iteration: r = x + residual is stored (rounded to the task's dtype) and its
// squares summed in float; y is then formed from the stored r, as vLLM does.
#include <cmath>

int fused_add_rms_norm_f16(const km_f16* x, const km_f16* residual, const km_f16* w, km_f16* y, km_f16* r, int64_t rows,
           int64_t d, double eps) {
  const float inv_d = 1.0f / static_cast<float>(d);
  const float feps = static_cast<float>(eps);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < rows; ++i) {
    const km_f16* xr = x + i * d;
    const km_f16* rr = residual + i * d;
    km_f16* ro = r + i * d;
    km_f16* yo = y + i * d;
    float sq = 0.0f;
    for (int64_t j = 0; j < d; ++j) {
      const float v = km_f16_to_f32(xr[j]) + km_f16_to_f32(rr[j]);
      ro[j] = km_f32_to_f16(v);
      sq += v * v;
    }
    const float rstd = 1.0f / std::sqrt(sq * inv_d + feps);
    for (int64_t j = 0; j < d; ++j) yo[j] = km_f32_to_f16(km_f16_to_f32(ro[j]) * rstd * km_f16_to_f32(w[j]));
  }
  return 0;
}
