// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// Elementwise: the new accumulator acc + g^2 is formed in float and the step lr * g / (sqrt + eps).
#include <cmath>

int adagrad_f32(const float* p, const float* g, const float* acc, float* p_new, int64_t n, double lr, double eps) {
  const float flr = static_cast<float>(lr), feps = static_cast<float>(eps);
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float gi = (g[i]);
    const float a = (acc[i]) + gi * gi;
    p_new[i] = ((p[i]) - flr * gi / (std::sqrt(a) + feps));
  }
  return 0;
}
