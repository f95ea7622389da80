// Planted wrong kernel (self-test only): accumulates every lookup, padding_idx included, where
// aten embedding_dense_backward leaves the padding row's gradient at zero (its row is frozen).
// Caught by: every case with padding_idx >= 0 (small[2], small[4], heldout[1], drawn cases with
// padding_idx drawn in [0, 3] whose index occurs).
#include <vector>

int embedding_dense_backward_f32(const float* gy, const int64_t* idx, float* gw, int64_t v, int64_t d,
                                 int64_t n, int64_t padding_idx, int64_t scale_grad_by_freq) {
  (void)padding_idx;
  std::vector<float> inv(static_cast<size_t>(v), 1.0f);
  if (scale_grad_by_freq) {
    std::vector<int64_t> count(static_cast<size_t>(v), 0);
    for (int64_t j = 0; j < n; ++j) ++count[idx[j]];
    for (int64_t r = 0; r < v; ++r) inv[r] = count[r] ? 1.0f / static_cast<float>(count[r]) : 1.0f;
  }
  for (int64_t i = 0; i < v * d; ++i) gw[i] = 0.0f;
  for (int64_t j = 0; j < n; ++j)
    for (int64_t c = 0; c < d; ++c) gw[idx[j] * d + c] += gy[j * d + c] * inv[idx[j]];
  return 0;
}
