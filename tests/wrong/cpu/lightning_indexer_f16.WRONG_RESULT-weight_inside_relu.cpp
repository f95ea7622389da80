// Planted wrong kernel (self-test only): the lightning indexer with each head's weight applied
// inside the relu, relu(w[i, h] * (q[i, h] . k[j])), instead of weighting the relu'd dot
// product. The two agree where every weight is >= 0; a negative weight must subtract its
// head's positive dot products, where this kernel drops them. Caught by: the scores of every
// case with a negative weight (weights are drawn from -4..4), and the indices they rank.
#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace {

// The task's storage type and its conversions to and from fp32.
inline float to_f32(km_f16 v) {
  return km_f16_to_f32(v);
}
inline km_f16 from_f32(float v) {
  return km_f32_to_f16(v);
}

}  // namespace

int lightning_indexer_f16(const km_f16* q, const km_f16* k, const km_f16* w, float* scores,
                          int32_t* indices, int64_t t, int64_t s, int64_t h, int64_t d,
                          int64_t topk, int64_t causal) {
  // The keys widened to fp32 once: every query reads all of them.
  std::vector<float> kf(static_cast<size_t>(s * d));
  for (int64_t i = 0; i < s * d; ++i) kf[i] = to_f32(k[i]);
#pragma omp parallel
  {
    std::vector<float> qf(static_cast<size_t>(h * d)), wf(static_cast<size_t>(h));
    std::vector<int32_t> order(static_cast<size_t>(s));
#pragma omp for schedule(static)
    for (int64_t i = 0; i < t; ++i) {
      for (int64_t c = 0; c < h * d; ++c) qf[c] = to_f32(q[i * h * d + c]);
      for (int64_t c = 0; c < h; ++c) wf[c] = to_f32(w[i * h + c]);
      float* row = scores + i * s;
      for (int64_t j = 0; j < s; ++j) {
        float sc = 0.0f;
        for (int64_t hh = 0; hh < h; ++hh) {
          float dot = 0.0f;
          for (int64_t e = 0; e < d; ++e) dot += qf[hh * d + e] * kf[j * d + e];
          sc += (wf[hh] * dot > 0.0f ? wf[hh] * dot : 0.0f);
        }
        row[j] = sc;
      }
      // causal = 1: the queries are the last t of the s tokens, query i may take keys
      // j <= i + s - t only (at least topk of them).
      const int64_t take = causal ? i + s - t + 1 : s;
      std::iota(order.begin(), order.begin() + take, 0);
      std::partial_sort(order.begin(), order.begin() + topk, order.begin() + take,
                        [&](int32_t a, int32_t b) { return row[a] > row[b]; });
      std::copy(order.begin(), order.begin() + topk, indices + i * topk);
    }
  }
  return 0;
}
