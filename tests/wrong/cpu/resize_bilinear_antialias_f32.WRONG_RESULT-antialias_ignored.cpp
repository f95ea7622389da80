// Planted wrong kernel (self-test only): plain bilinear interpolation (F.interpolate's default,
// antialias = False): two taps per dimension around the source coordinate (i + 0.5) * in / out -
// 0.5, where the antialiased filter widens to scale input pixels per side when downscaling. The
// two agree when upscaling (but at the edges) and at scale 1. Caught by: every set with a
// downscaled dimension.
#include <algorithm>

int resize_bilinear_antialias_f32(const float* x, float* y, int64_t n, int64_t c, int64_t h, int64_t w, int64_t ho,
                                  int64_t wo) {
  const float sh = static_cast<float>(h) / static_cast<float>(ho), sw = static_cast<float>(w) / static_cast<float>(wo);
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < n * c * ho; ++t) {
    const int64_t p = t / ho, a = t % ho;
    const float sr = std::max((a + 0.5f) * sh - 0.5f, 0.0f);
    const int64_t r0 = std::min(static_cast<int64_t>(sr), h - 1), r1 = std::min(r0 + 1, h - 1);
    const float lr = sr - static_cast<float>(r0);
    for (int64_t b = 0; b < wo; ++b) {
      const float sc = std::max((b + 0.5f) * sw - 0.5f, 0.0f);
      const int64_t c0 = std::min(static_cast<int64_t>(sc), w - 1), c1 = std::min(c0 + 1, w - 1);
      const float lc = sc - static_cast<float>(c0);
      const float* xp = x + p * h * w;
      const float top = (1 - lc) * xp[r0 * w + c0] + lc * xp[r0 * w + c1];
      const float bot = (1 - lc) * xp[r1 * w + c0] + lc * xp[r1 * w + c1];
      y[t * wo + b] = (1 - lr) * top + lr * bot;
    }
  }
  return 0;
}
