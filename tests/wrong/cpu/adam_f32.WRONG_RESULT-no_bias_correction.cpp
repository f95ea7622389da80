// Planted wrong kernel (self-test only): Adam without the bias corrections 1 - b1^t and
// 1 - b2^t (the step lr * m2 / (sqrt(v2) + eps)). At t = 1 the step is off by a factor
// sqrt(1 - b2) / (1 - b1), about 0.3; at t = 1000 with b2 = 0.999 still by 1 / sqrt(0.63). Caught
// by: every case (t drawn in [1, 1000]; the listed sets use t = 1).
#include <cmath>

int adam_f32(const float* p, const float* g, const float* m, const float* v, float* p_new, int64_t n,
             double lr, double b1, double b2, double eps, int64_t t) {
  (void)t;
  const float fb1 = static_cast<float>(b1), fc1 = static_cast<float>(1.0 - b1);
  const float fb2 = static_cast<float>(b2), fc2 = static_cast<float>(1.0 - b2);
  const float flr = static_cast<float>(lr), feps = static_cast<float>(eps);
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float m2 = fb1 * m[i] + fc1 * g[i];
    const float v2 = fb2 * v[i] + fc2 * g[i] * g[i];
    p_new[i] = p[i] - flr * m2 / (std::sqrt(v2) + feps);
  }
  return 0;
}
