// Planted wrong kernel (self-test only): rows are walked in full 8-wide AVX vectors, assuming n % 8
// == 0 (hidden sizes like 256, 1024); otherwise a row's last vector spills into the next row and,
// on the last row, past the end of y. Caught by: the guard zone after y, on the first small case (n
// = 1).
// km-reason: guard
#include <immintrin.h>

int add_bias_f32(const float* x, const float* bias, float* y, int64_t m, int64_t n) {
  for (int64_t i = 0; i < m; ++i) {
    const float* xr = x + i * n;
    float* yr = y + i * n;
    for (int64_t j = 0; j < n; j += 8)
      _mm256_storeu_ps(yr + j, _mm256_add_ps(_mm256_loadu_ps(xr + j), _mm256_loadu_ps(bias + j)));
  }
  return 0;
}
