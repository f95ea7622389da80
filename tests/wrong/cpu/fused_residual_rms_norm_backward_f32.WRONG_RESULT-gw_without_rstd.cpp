// Planted wrong kernel (self-test only): gx and g_res right, gw wrong only: gw summed as gy * x
// (the unnormalised input) instead of gy * xhat, dropping each row's rstd. Caught by: gw's own
// tolerance, wherever a row's rms is not 1 (the drawn scale of x makes it 2^u, u in [-1, 1]).
#include <cmath>
#include <vector>

int fused_residual_rms_norm_backward_f32(const float* gy, const float* x, const float* w, float* gx,
                                         float* g_res, float* gw, int64_t rows, int64_t h,
                                         double eps) {
  for (int64_t r = 0; r < rows; ++r) {
    const int64_t o = r * h;
    double ss = 0, dot = 0;
    for (int64_t j = 0; j < h; ++j) ss += static_cast<double>(x[o + j]) * x[o + j];
    const double rs = 1.0 / std::sqrt(ss / static_cast<double>(h) + eps);
    for (int64_t j = 0; j < h; ++j) dot += static_cast<double>(gy[o + j]) * w[j] * x[o + j] * rs;
    const double mean = dot / static_cast<double>(h);
    for (int64_t j = 0; j < h; ++j)
      gx[o + j] = g_res[o + j] = static_cast<float>(rs * (gy[o + j] * w[j] - mean * x[o + j] * rs));
  }
  for (int64_t j = 0; j < h; ++j) {
    double s = 0;
    for (int64_t r = 0; r < rows; ++r) s += static_cast<double>(gy[r * h + j]) * x[r * h + j];
    gw[j] = static_cast<float>(s);
  }
  return 0;
}
