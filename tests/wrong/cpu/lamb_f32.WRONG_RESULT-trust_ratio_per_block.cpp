// Planted wrong kernel (self-test only): each 4096-element block computes its own trust ratio
// from the norms of its own part of p and r (what one GPU block sees without a global
// reduction), where LAMB's trust ratio uses the norms of the whole tensor. Right for n <= 4096.
// Caught by: heldout (n = 100003, 2^20 + 1), bench and the drawn cases past 4096.
#include <cmath>

int lamb_f32(const float* p, const float* m, const float* v, float* p_new, int64_t n, double lr,
             double eps) {
  const float feps = static_cast<float>(eps);
#pragma omp parallel for schedule(static)
  for (int64_t b = 0; b < n; b += 4096) {
    const int64_t e = b + 4096 < n ? b + 4096 : n;
    float sp = 0.0f, sr = 0.0f;
    for (int64_t i = b; i < e; ++i) {
      const float ri = m[i] / (std::sqrt(v[i]) + feps);
      sp += p[i] * p[i];
      sr += ri * ri;
    }
    const float scale = static_cast<float>(lr) * std::sqrt(sp) / (std::sqrt(sr) + feps);
    for (int64_t i = b; i < e; ++i) p_new[i] = p[i] - scale * (m[i] / (std::sqrt(v[i]) + feps));
  }
  return 0;
}
