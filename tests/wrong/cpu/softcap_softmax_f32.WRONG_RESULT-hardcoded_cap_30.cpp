// Planted wrong kernel (self-test only): the cap is fixed at 30, the value of the source task, and
// the cap argument is ignored. Everything else is a careful softmax, so the listed shape sets (cap
// 30) pass. Caught by: the drawn cases, where cap is drawn in [5, 50].
#include <cmath>

int softcap_softmax_f32(const float* x, float* y, int64_t rows, int64_t cols, double cap) {
  (void)cap;
  const float c = 30.0f;
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * cols;
    float* yr = y + r * cols;
    float m = -INFINITY;
    for (int64_t j = 0; j < cols; ++j) {
      yr[j] = c * std::tanh(xr[j] / c);
      m = yr[j] > m || yr[j] != yr[j] ? yr[j] : m;
    }
    float s = 0.0f;
    for (int64_t j = 0; j < cols; ++j) s += (yr[j] = std::exp(yr[j] - m));
    for (int64_t j = 0; j < cols; ++j) yr[j] /= s;
  }
  return 0;
}
