// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// Elementwise: -g_cos * sin(theta) + g_sin * cos(theta), sin and cos of the float angle.
#include <cmath>

int rope_2d_position_backward_bf16(const km_bf16* g_cos, const km_bf16* g_sin, const km_bf16* theta, km_bf16* g_theta, int64_t b, int64_t s, int64_t d) {
  const int64_t n = b * s * d;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float th = km_bf16_to_f32(theta[i]);
    g_theta[i] = km_f32_to_bf16(-km_bf16_to_f32(g_cos[i]) * std::sin(th) + km_bf16_to_f32(g_sin[i]) * std::cos(th));
  }
  return 0;
}
