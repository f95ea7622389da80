// Planted wrong kernel (self-test only): cumprod as exp(cumsum(log x)), the "products become sums
// in log space" trick: accurate for the factors near 1 of the listed shapes, but log of a negative
// factor is NaN. Caught by: the "signs" input variant (factors of -1).
// km-reason: got -nan
#include <cmath>

int cumprod_f32(const float* x, float* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * cols;
    float* yr = y + r * cols;
    float acc = 0.0f;
    for (int64_t c = 0; c < cols; ++c) {
      acc += std::log(xr[c]);
      yr[c] = std::exp(acc);
    }
  }
  return 0;
}
