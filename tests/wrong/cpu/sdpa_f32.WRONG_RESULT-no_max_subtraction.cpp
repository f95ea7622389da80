// Planted wrong kernel (self-test only): scaled dot-product attention that exponentiates the raw
// scores, exp(s_j) / sum exp(s_j), without subtracting the row maximum first. Exact in real
// arithmetic and fine for N(0, 1) inputs, but scores above 88 overflow fp32 exp to inf and the row
// becomes inf / inf = NaN. Caught by: the large_logits variant (queries of magnitude 50).
#include <cmath>
#include <vector>

int sdpa_f32(const float* q, const float* k, const float* v, float* o, int64_t b, int64_t h,
             int64_t s, int64_t d) {
  const float scale = 1.0f / sqrtf(static_cast<float>(d));
#pragma omp parallel
  {
    std::vector<float> p(static_cast<size_t>(s));
#pragma omp for schedule(static)
    for (int64_t r = 0; r < b * h * s; ++r) {
      const float* kb = k + r / s * s * d;
      const float* vb = v + r / s * s * d;
      float sum = 0.0f;
      for (int64_t j = 0; j < s; ++j) {
        float dot = 0.0f;
        for (int64_t e = 0; e < d; ++e) dot += q[r * d + e] * kb[j * d + e];
        sum += (p[j] = expf(dot * scale));  // no maximum subtracted
      }
      for (int64_t c = 0; c < d; ++c) {
        float acc = 0.0f;
        for (int64_t j = 0; j < s; ++j) acc += p[j] * vb[j * d + c];
        o[r * d + c] = acc / sum;
      }
    }
  }
  return 0;
}
