// Planted wrong kernel (self-test only): max and exp-sum over a 4096-float thread-local scratch
// row, min(cols, 4096) wide ("vocabulary slices are at most 4096"), while every column is written,
// so wider rows are normalised by a partial sum. Shown shapes stop at 1000 columns. Caught by: the
// held-out set (cols = 32771).
#include <cmath>
#include <limits>

int softmax_f32(const float* x, float* y, int64_t rows, int64_t cols) {
  constexpr int64_t kMax = 4096;
  const int64_t cw = cols < kMax ? cols : kMax;
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    static thread_local float e[kMax];
    const float* xr = x + r * cols;
    float* yr = y + r * cols;
    float m = -std::numeric_limits<float>::infinity();
    for (int64_t c = 0; c < cw; ++c) m = xr[c] > m ? xr[c] : m;
    float s = 0.0f;
    for (int64_t c = 0; c < cw; ++c) {
      e[c] = std::exp(xr[c] - m);
      s += e[c];
    }
    const float inv = 1.0f / s;
    for (int64_t c = 0; c < cols; ++c) yr[c] = std::exp(xr[c] - m) * inv;
  }
  return 0;
}
