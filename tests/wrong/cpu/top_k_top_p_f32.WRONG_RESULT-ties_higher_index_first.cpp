// Planted wrong kernel (self-test only): right but for the order of equal logits, which it sorts
// with the higher index first, so where the top-p cut falls inside a block of equal logits it
// drops the higher-index copies where the stable order drops the lower-index ones first. Caught
// by: the ties variant only (5% of each row's logits 2.5).
#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

int top_k_top_p_f32(const float* logits, const float* p, const int32_t* k, float* y, int64_t rows, int64_t vocab) {
#pragma omp parallel
  {
    std::vector<float> x(static_cast<size_t>(vocab));
    std::vector<int64_t> order(static_cast<size_t>(vocab));
#pragma omp for schedule(dynamic)
    for (int64_t r = 0; r < rows; ++r) {
      const float* in = logits + r * vocab;
      float* out = y + r * vocab;
      for (int64_t j = 0; j < vocab; ++j) x[j] = (in[j]);
      std::iota(order.begin(), order.end(), 0);
      std::sort(order.begin(), order.end(), [&](int64_t a, int64_t b) { return x[a] < x[b] || (x[a] == x[b] && a > b); });
      const float kth = x[order[vocab - k[r]]], top = x[order[vocab - 1]];
      float z = 0.0f;
      for (int64_t j = vocab - k[r]; j < vocab; ++j) z += std::exp(x[order[j]] - top);
      for (int64_t j = 0; j < vocab - k[r]; ++j)  // below the k-th place: kept only if equal to kth
        if (x[order[j]] == kth) z += std::exp(kth - top);
      const float cut = 1.0f - (p[r]);
      float cs = 0.0f;
      for (int64_t j = 0; j < vocab; ++j) {
        const int64_t i = order[j];
        if (x[i] < kth) {
          out[i] = -INFINITY;
          continue;
        }
        cs += std::exp(x[i] - top) / z;
        out[i] = (j < vocab - 1 && cs <= cut) ? -INFINITY : in[i];
      }
    }
  }
  return 0;
}
