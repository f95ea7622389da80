// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// Elementwise; alpha and 1 - alpha are formed in double and then rounded to float once each.
#include <cmath>

int rmsprop_f32(const float* p, const float* g, const float* v, float* p_new, int64_t n, double lr, double alpha,
           double eps) {
  const float flr = static_cast<float>(lr), fa = static_cast<float>(alpha),
              fb = static_cast<float>(1.0 - alpha), feps = static_cast<float>(eps);
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float gi = (g[i]);
    const float v2 = fa * (v[i]) + fb * gi * gi;
    p_new[i] = ((p[i]) - flr * gi / (std::sqrt(v2) + feps));
  }
  return 0;
}
