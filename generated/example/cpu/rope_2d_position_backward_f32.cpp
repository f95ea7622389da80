// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// Elementwise: -g_cos * sin(theta) + g_sin * cos(theta), sin and cos of the float angle.
#include <cmath>

int rope_2d_position_backward_f32(const float* g_cos, const float* g_sin, const float* theta, float* g_theta, int64_t b, int64_t s, int64_t d) {
  const int64_t n = b * s * d;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float th = (theta[i]);
    g_theta[i] = (-(g_cos[i]) * std::sin(th) + (g_sin[i]) * std::cos(th));
  }
  return 0;
}
