// Planted wrong kernel (self-test only): scales every row to maxnorm (F.normalize times maxnorm)
// instead of only the rows whose p-norm exceeds it; rows within maxnorm must be copied unchanged.
// Caught by: every set with a row of norm below maxnorm (unscaled N(0, 1) rows of d <= 64).
#include <cmath>

int renorm_f32(const float* x, float* y, int64_t rows, int64_t d, double p, double maxnorm) {
  const float fp = static_cast<float>(p), fmax = static_cast<float>(maxnorm);
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    float s = 0.0f;
    for (int64_t j = 0; j < d; ++j) s += std::pow(std::fabs(x[r * d + j]), fp);
    const float f = fmax / (std::pow(s, 1.0f / fp) + 1e-7f);
    for (int64_t j = 0; j < d; ++j) y[r * d + j] = x[r * d + j] * f;
  }
  return 0;
}
