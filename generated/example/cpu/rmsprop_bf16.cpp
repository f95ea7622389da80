// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// Elementwise; alpha and 1 - alpha are formed in double and then rounded to float once each.
#include <cmath>

int rmsprop_bf16(const km_bf16* p, const km_bf16* g, const km_bf16* v, km_bf16* p_new, int64_t n, double lr, double alpha,
           double eps) {
  const float flr = static_cast<float>(lr), fa = static_cast<float>(alpha),
              fb = static_cast<float>(1.0 - alpha), feps = static_cast<float>(eps);
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float gi = km_bf16_to_f32(g[i]);
    const float v2 = fa * km_bf16_to_f32(v[i]) + fb * gi * gi;
    p_new[i] = km_f32_to_bf16(km_bf16_to_f32(p[i]) - flr * gi / (std::sqrt(v2) + feps));
  }
  return 0;
}
