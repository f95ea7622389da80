// Planted wrong kernel (self-test only): the p-norm of x1 - x2 without adding eps to each difference.
// With PyTorch's default eps = 1e-6 that is a relative change of about 1e-6 / |x1 - x2|, which only
// short rows notice (a few small and held-out cases with d = 1 or 7), but eps is a parameter.
// Caught by: every drawn case, where eps is drawn in [0, 0.05].
#include <cmath>

int pairwise_distance_f32(const float* x1, const float* x2, float* y, int64_t rows, int64_t d, double p,
                          double eps) {
  (void)eps;
  const float pf = static_cast<float>(p);
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    float s = 0.0f;
    for (int64_t k = 0; k < d; ++k) s += std::pow(std::fabs(x1[r * d + k] - x2[r * d + k]), pf);
    y[r] = std::pow(s, 1.0f / pf);
  }
  return 0;
}
