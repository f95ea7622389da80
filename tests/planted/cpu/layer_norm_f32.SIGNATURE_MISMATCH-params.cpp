// Planted (self-test): right name, but eps passed as float and the sizes as int.
#include <cmath>

int layer_norm_f32(const float* x, const float* w, const float* b, float* y, int rows, int d, float eps) {
  for (int r = 0; r < rows; ++r) {
    const float* xr = x + static_cast<int64_t>(r) * d;
    float mean = 0, var = 0;
    for (int i = 0; i < d; ++i) mean += xr[i];
    mean /= d;
    for (int i = 0; i < d; ++i) var += (xr[i] - mean) * (xr[i] - mean);
    float inv = 1.0f / std::sqrt(var / d + eps);
    for (int i = 0; i < d; ++i) y[static_cast<int64_t>(r) * d + i] = (xr[i] - mean) * inv * w[i] + b[i];
  }
  return 0;
}
