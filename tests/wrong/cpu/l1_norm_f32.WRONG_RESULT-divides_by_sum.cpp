// Planted wrong kernel (self-test only): divides each row by the sum of |x| (KernelBench's older
// L1Norm, F.normalize(p=1)) where the op divides by the mean: every output d times too small.
// Right only for d = 1. Caught by: every set with d > 1.
#include <cmath>

int l1_norm_f32(const float* x, float* y, int64_t rows, int64_t d) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    float sum = 0.0f;
    for (int64_t j = 0; j < d; ++j) sum += std::fabs(x[r * d + j]);
    for (int64_t j = 0; j < d; ++j) y[r * d + j] = x[r * d + j] / sum;
  }
  return 0;
}
