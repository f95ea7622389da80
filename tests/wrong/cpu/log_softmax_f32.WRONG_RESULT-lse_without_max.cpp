// Planted wrong kernel (self-test only): log_softmax as x - log(sum(exp(x))) with no max
// subtracted: fine for logits of a few units, but exp overflows for logits above ~88, the log of
// the sum is inf and every output of the row becomes -inf. Caught by: the "large" input variant.
#include <cmath>

int log_softmax_f32(const float* x, float* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * cols;
    float* yr = y + r * cols;
    float s = 0.0f;
    for (int64_t c = 0; c < cols; ++c) s += std::exp(xr[c]);
    const float lse = std::log(s);
    for (int64_t c = 0; c < cols; ++c) yr[c] = xr[c] - lse;
  }
  return 0;
}
