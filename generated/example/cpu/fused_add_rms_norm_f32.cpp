// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// One row per iteration: r = x + residual is stored (rounded to the task's dtype) and its
// squares summed in float; y is then formed from the stored r, as vLLM does.
#include <cmath>

int fused_add_rms_norm_f32(const float* x, const float* residual, const float* w, float* y, float* r, int64_t rows,
           int64_t d, double eps) {
  const float inv_d = 1.0f / static_cast<float>(d);
  const float feps = static_cast<float>(eps);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < rows; ++i) {
    const float* xr = x + i * d;
    const float* rr = residual + i * d;
    float* ro = r + i * d;
    float* yo = y + i * d;
    float sq = 0.0f;
    for (int64_t j = 0; j < d; ++j) {
      const float v = (xr[j]) + (rr[j]);
      ro[j] = (v);
      sq += v * v;
    }
    const float rstd = 1.0f / std::sqrt(sq * inv_d + feps);
    for (int64_t j = 0; j < d; ++j) yo[j] = ((ro[j]) * rstd * (w[j]));
  }
  return 0;
}
