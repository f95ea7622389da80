// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to fp16 once.
// Elementwise: -g_cos * sin(theta) + g_sin * cos(theta), sin and cos of the float angle.
#include <cmath>

int rope_2d_position_backward_f16(const km_f16* g_cos, const km_f16* g_sin, const km_f16* theta, km_f16* g_theta, int64_t b, int64_t s, int64_t d) {
  const int64_t n = b * s * d;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float th = km_f16_to_f32(theta[i]);
    g_theta[i] = km_f32_to_f16(-km_f16_to_f32(g_cos[i]) * std::sin(th) + km_f16_to_f32(g_sin[i]) * std::cos(th));
  }
  return 0;
}
