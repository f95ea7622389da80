// Planted wrong kernel (self-test only): the sample exponentiating the logits without subtracting
// the row max. Right for logits near 0; in the large_logits variant (near 100) exp overflows fp32
// to inf and inf / inf gives NaN. Caught by: the large_logits variant only.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#define LD(v) (v)
#define ST(v) (v)

int multi_mask_attention_aggregation_f32(const float* attn, const float* masks, float* out, int64_t b,
                                        int64_t h, int64_t q, int64_t k, int64_t nm, int64_t mode) {
  std::vector<float> msum(static_cast<size_t>(nm), 0.0f);
  for (int64_t j = 0; j < nm; ++j)
    for (int64_t e = 0; e < k; ++e) msum[static_cast<size_t>(j)] += LD(masks[j * k + e]);
#pragma omp parallel for schedule(static)
  for (int64_t bt = 0; bt < b * q; ++bt) {
    const int64_t bb = bt / q, t = bt % q;
    std::vector<float> p(static_cast<size_t>(k));
    std::vector<float> acc(static_cast<size_t>(nm), mode ? -INFINITY : 0.0f);
    for (int64_t hh = 0; hh < h; ++hh) {
      const float* row = attn + ((bb * h + hh) * q + t) * k;
      float mx = -INFINITY, s = 0.0f;
      for (int64_t e = 0; e < k; ++e) mx = std::max(mx, LD(row[e]));
      (void)mx;
      for (int64_t e = 0; e < k; ++e) s += p[static_cast<size_t>(e)] = std::exp(LD(row[e]));  // defect: no max shift
      for (int64_t j = 0; j < nm; ++j) {
        float a = 0.0f;
        for (int64_t e = 0; e < k; ++e) a += p[static_cast<size_t>(e)] * LD(masks[j * k + e]);
        a /= s * msum[static_cast<size_t>(j)];
        float& r = acc[static_cast<size_t>(j)];
        r = mode ? std::max(r, a) : r + a;
      }
    }
    for (int64_t j = 0; j < nm; ++j)
      out[(bb * nm + j) * q + t] = ST(mode ? acc[static_cast<size_t>(j)] : acc[static_cast<size_t>(j)] / static_cast<float>(h));
  }
  return 0;
}
