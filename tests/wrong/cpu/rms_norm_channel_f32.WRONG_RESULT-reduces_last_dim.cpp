// Planted wrong kernel (self-test only): RMS norm over the contiguous last dimension (s), the
// LLaMA-style layout, where the op reduces over the channels (dim 1, s elements apart). Right
// only where c = s = 1. Caught by: every set except the 1x1x1 case.
#include <cmath>

int rms_norm_channel_f32(const float* x, float* y, int64_t n, int64_t c, int64_t s, double eps) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < n * c; ++r) {
    float sq = 0.0f;
    for (int64_t j = 0; j < s; ++j) sq += x[r * s + j] * x[r * s + j];
    const float inv = 1.0f / std::sqrt(sq / static_cast<float>(s) + static_cast<float>(eps));
    for (int64_t j = 0; j < s; ++j) y[r * s + j] = x[r * s + j] * inv;
  }
  return 0;
}
