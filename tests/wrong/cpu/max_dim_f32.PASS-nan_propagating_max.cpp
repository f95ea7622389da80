// Honest twin (self-test only) of max_dim_f32.WRONG_RESULT-drops_nan: a vectorised max with a NaN
// flag kept alongside it; a row holding NaN gives NaN, +-inf are ordinary values. Must PASS, the
// "nan" and "extremes" variants included.
// km-perf-sizes: rows=256,cols=4096
#include <limits>

int max_dim_f32(const float* x, float* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * cols;
    float m = -std::numeric_limits<float>::infinity();
    int nan = 0;
#pragma omp simd reduction(max : m) reduction(| : nan)
    for (int64_t c = 0; c < cols; ++c) {
      m = xr[c] > m ? xr[c] : m;
      nan |= xr[c] != xr[c];
    }
    y[r] = nan ? std::numeric_limits<float>::quiet_NaN() : m;
  }
  return 0;
}
