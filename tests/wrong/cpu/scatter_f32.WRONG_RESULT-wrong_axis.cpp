// KernelMark planted kernel (test input, not a sample): scatters along dim 0, y[idx[r, j], j] =
// src[r, j] (where that is in range), instead of along dim 1.
#include <cstring>

int scatter_f32(const float* x, const int64_t* idx, const float* src, float* y, int64_t rows,
                int64_t n, int64_t k) {
  std::memcpy(y, x, static_cast<size_t>(rows * n) * sizeof(float));
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t j = 0; j < k && j < n; ++j)
      if (idx[r * k + j] < rows) y[idx[r * k + j] * n + j] = src[r * k + j];
  return 0;
}
