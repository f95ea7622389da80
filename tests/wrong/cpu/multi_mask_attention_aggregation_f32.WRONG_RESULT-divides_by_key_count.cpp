// Planted wrong kernel (self-test only): the sample dividing each mask's weighted sum by the key
// count k (the mean over keys) where the op divides by the mask's own sum. Masks are drawn in
// [0.05, 1], so sum(m) / k is about 0.5 and the results are about half what they should be.
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
      for (int64_t e = 0; e < k; ++e) s += p[static_cast<size_t>(e)] = std::exp(LD(row[e]) - mx);
      for (int64_t j = 0; j < nm; ++j) {
        float a = 0.0f;
        for (int64_t e = 0; e < k; ++e) a += p[static_cast<size_t>(e)] * LD(masks[j * k + e]);
        a /= s * static_cast<float>(k);  // defect: divides by the key count, not the mask sum
        float& r = acc[static_cast<size_t>(j)];
        r = mode ? std::max(r, a) : r + a;
      }
    }
    for (int64_t j = 0; j < nm; ++j)
      out[(bb * nm + j) * q + t] = ST(mode ? acc[static_cast<size_t>(j)] : acc[static_cast<size_t>(j)] / static_cast<float>(h));
  }
  return 0;
}
