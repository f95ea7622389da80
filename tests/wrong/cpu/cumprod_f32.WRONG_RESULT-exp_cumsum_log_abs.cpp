// Planted wrong kernel (self-test only): exp(cumsum(log|x|)), the log-space product with abs()
// added "to avoid NaN": magnitudes are right but the sign of the running product is lost after a
// negative factor. Caught by: the "signs" input variant (factors of -1).
#include <cmath>

int cumprod_f32(const float* x, float* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * cols;
    float* yr = y + r * cols;
    float acc = 0.0f;
    for (int64_t c = 0; c < cols; ++c) {
      acc += std::log(std::fabs(xr[c]));
      yr[c] = std::exp(acc);
    }
  }
  return 0;
}
