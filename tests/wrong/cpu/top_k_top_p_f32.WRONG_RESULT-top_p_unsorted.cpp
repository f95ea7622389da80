// Planted wrong kernel (self-test only): top-k is right, but the top-p running sum is taken in
// index order instead of ascending logit order, so the dropped elements are whichever come first
// in the row rather than the least likely ones (the row's maximum is still never dropped). Caught
// by: every set whose rows keep more than one logit after top-k.
#include <algorithm>
#include <cmath>
#include <vector>

int top_k_top_p_f32(const float* logits, const float* p, const int32_t* k, float* y, int64_t rows, int64_t vocab) {
  std::vector<float> sorted(static_cast<size_t>(vocab));
  for (int64_t r = 0; r < rows; ++r) {
    const float* x = logits + r * vocab;
    float* out = y + r * vocab;
    std::copy(x, x + vocab, sorted.begin());
    std::sort(sorted.begin(), sorted.end());
    const float kth = sorted[vocab - k[r]], top = sorted[vocab - 1];
    float z = 0.0f;
    for (int64_t j = 0; j < vocab; ++j)
      if (x[j] >= kth) z += std::exp(x[j] - top);
    const int64_t arg = std::max_element(x, x + vocab) - x;
    const float cut = 1.0f - p[r];
    float cs = 0.0f;
    for (int64_t j = 0; j < vocab; ++j) {
      if (x[j] < kth) {
        out[j] = -INFINITY;
        continue;
      }
      cs += std::exp(x[j] - top) / z;
      out[j] = (j != arg && cs <= cut) ? -INFINITY : x[j];
    }
  }
  return 0;
}
