// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// The scalars (1 - b1, 1 - b2 and the bias corrections 1 - b^t) are formed in double from the
// double params and rounded to float once; the per-element moments and step are float.
#include <cmath>

int adam_bf16(const km_bf16* p, const km_bf16* g, const km_bf16* m, const km_bf16* v, km_bf16* p_new, int64_t n, double lr,
           double b1, double b2, double eps, int64_t t) {
  const float fb1 = static_cast<float>(b1), fc1 = static_cast<float>(1.0 - b1);
  const float fb2 = static_cast<float>(b2), fc2 = static_cast<float>(1.0 - b2);
  const float inv_bc1 = static_cast<float>(1.0 / (1.0 - std::pow(b1, static_cast<double>(t))));
  const float inv_bc2 = static_cast<float>(1.0 / (1.0 - std::pow(b2, static_cast<double>(t))));
  const float flr = static_cast<float>(lr), feps = static_cast<float>(eps);
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float gi = km_bf16_to_f32(g[i]);
    const float m2 = fb1 * km_bf16_to_f32(m[i]) + fc1 * gi;
    const float v2 = fb2 * km_bf16_to_f32(v[i]) + fc2 * gi * gi;
    p_new[i] = km_f32_to_bf16(km_bf16_to_f32(p[i]) - flr * (m2 * inv_bc1) / (std::sqrt(v2 * inv_bc2) + feps));
  }
  return 0;
}
