// Planted wrong kernel (self-test only): maps output index i to source i * (in - 1) / (out - 1)
// (align_corners = True) where F.interpolate's default is align_corners = False, (i + 0.5) *
// in / out - 0.5. The two agree only at sizes 1 and where in = out. Caught by: every set with a
// resized dimension.
#include <algorithm>

int resize_bilinear_f32(const float* x, float* y, int64_t n, int64_t c, int64_t h, int64_t w,
                        int64_t ho, int64_t wo) {
  const float sh = ho > 1 ? static_cast<float>(h - 1) / static_cast<float>(ho - 1) : 0.0f;
  const float sw = wo > 1 ? static_cast<float>(w - 1) / static_cast<float>(wo - 1) : 0.0f;
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < n * c * ho; ++t) {
    const int64_t p = t / ho, a = t % ho;
    const float sr = a * sh;
    const int64_t r0 = std::min(static_cast<int64_t>(sr), h - 1), r1 = std::min(r0 + 1, h - 1);
    const float lr = sr - r0;
    for (int64_t b = 0; b < wo; ++b) {
      const float sc = b * sw;
      const int64_t c0 = std::min(static_cast<int64_t>(sc), w - 1), c1 = std::min(c0 + 1, w - 1);
      const float lc = sc - c0;
      const float* xp = x + p * h * w;
      const float top = (1 - lc) * xp[r0 * w + c0] + lc * xp[r0 * w + c1];
      const float bot = (1 - lc) * xp[r1 * w + c0] + lc * xp[r1 * w + c1];
      y[t * wo + b] = (1 - lr) * top + lr * bot;
    }
  }
  return 0;
}
