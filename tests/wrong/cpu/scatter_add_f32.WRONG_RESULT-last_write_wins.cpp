// Planted wrong kernel (self-test only): writes y[r, idx] = x[r, idx] + src[r, j] for each j
// (scatter, not scatter-add: a repeated index keeps only its last source). Right when a row's
// indices are distinct. Caught by: every set where k > 1 sends two sources to one column.
#include <cstring>

int scatter_add_f32(const float* x, const int64_t* idx, const float* src, float* y, int64_t rows,
                    int64_t n, int64_t k) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    std::memcpy(y + r * n, x + r * n, static_cast<size_t>(n) * sizeof(float));
    for (int64_t j = 0; j < k; ++j) {
      const int64_t col = idx[r * k + j];
      y[r * n + col] = x[r * n + col] + src[r * k + j];
    }
  }
  return 0;
}
