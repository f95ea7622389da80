// Planted wrong kernel (self-test only): a grouped matmul that never reads the offsets and splits
// the rows into equal groups of m / groups (the last group taking the remainder), the layout of
// MultiKernelBench's own sample inputs. Right only where the drawn boundaries happen to be equal
// (one group). Caught by: every case with two or more groups of unequal sizes.
#include <vector>

int grouped_matmul_f32(const float* A, const float* B, const int32_t* offsets, float* out,
                       int64_t m, int64_t k, int64_t n, int64_t groups) {
  (void)offsets;
  const int64_t per = m / groups > 0 ? m / groups : 1;
#pragma omp parallel
  {
    std::vector<float> acc(static_cast<size_t>(n));
#pragma omp for schedule(static)
    for (int64_t r = 0; r < m; ++r) {
      const int64_t g = r / per < groups ? r / per : groups - 1;
      const float* bg = B + g * k * n;
      for (int64_t j = 0; j < n; ++j) acc[j] = 0.0f;
      for (int64_t p = 0; p < k; ++p) {
        const float x = A[r * k + p];
        const float* brow = bg + p * n;
#pragma omp simd
        for (int64_t j = 0; j < n; ++j) acc[j] += x * brow[j];
      }
      for (int64_t j = 0; j < n; ++j) out[r * n + j] = acc[j];
    }
  }
  return 0;
}
