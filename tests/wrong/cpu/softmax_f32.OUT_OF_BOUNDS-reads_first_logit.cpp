// Plausible wrong kernel (self-test only): a correct softmax that starts each row's maximum at its
// first logit, read before the row's length is looked at, so a row of 0 columns reads past its
// (empty) buffer. Every case with cols >= 1 passes; the `empty` set's rows=9, cols=0 reads x[0]
// at a protected page.
#include <cmath>

int softmax_f32(const float* x, float* y, int64_t rows, int64_t cols) {
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * cols;
    float* yr = y + r * cols;
    float m = xr[0];
    for (int64_t c = 1; c < cols; ++c)
      if (xr[c] > m || std::isnan(xr[c])) m = xr[c];
    double s = 0;
    for (int64_t c = 0; c < cols; ++c) s += std::exp(static_cast<double>(xr[c]) - m);
    for (int64_t c = 0; c < cols; ++c)
      yr[c] = static_cast<float>(std::exp(static_cast<double>(xr[c]) - m) / s);
  }
  return 0;
}
