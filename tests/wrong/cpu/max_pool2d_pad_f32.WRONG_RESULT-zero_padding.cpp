// Planted wrong kernel (self-test only): pads with zeros (as a convolution would) and takes the
// max over all k x k taps, where max_pool2d's padding is -inf and never wins. Wrong wherever an
// edge window's inputs are all negative. Caught by: the small and drawn sets with p > 0 (N(0, 1)
// inputs and the integer ties variant in [-3, 3]).
#include <cmath>

int max_pool2d_pad_f32(const float* x, float* y, int64_t n, int64_t c, int64_t h, int64_t w,
                       int64_t k, int64_t s, int64_t p, int64_t dil) {
  const int64_t oh = (h + 2 * p - dil * (k - 1) - 1) / s + 1, ow = (w + 2 * p - dil * (k - 1) - 1) / s + 1;
#pragma omp parallel for schedule(static)
  for (int64_t pl = 0; pl < n * c; ++pl)
    for (int64_t a = 0; a < oh; ++a)
      for (int64_t b = 0; b < ow; ++b) {
        float m = -INFINITY;
        for (int64_t i = 0; i < k; ++i)
          for (int64_t j = 0; j < k; ++j) {
            const int64_t r = a * s - p + i * dil, q = b * s - p + j * dil;
            const bool inside = r >= 0 && r < h && q >= 0 && q < w;
            const float v = inside ? x[(pl * h + r) * w + q] : 0.0f;
            if (v > m || std::isnan(v)) m = v;
          }
        y[(pl * oh + a) * ow + b] = m;
      }
  return 0;
}
