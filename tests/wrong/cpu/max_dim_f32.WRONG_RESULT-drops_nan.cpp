// Planted wrong kernel (self-test only): row max with std::max, whose a < b comparison is false for
// NaN, so a NaN (unless it is the row's first element) never replaces the running maximum;
// torch.amax propagates NaN. Caught by: the "nan" input variant.
// km-reason: expected nan
#include <algorithm>

int max_dim_f32(const float* x, float* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * cols;
    float m = xr[0];
    for (int64_t c = 1; c < cols; ++c) m = std::max(m, xr[c]);
    y[r] = m;
  }
  return 0;
}
