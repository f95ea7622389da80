// Planted wrong kernel (self-test only): window max with fmaxf, which ignores NaN operands, so a
// window holding NaN gives the max of its other values; max_pool2d propagates NaN. Caught by: the
// "nan" input variant.
// km-reason: expected nan
#include <cmath>

int max_pool2d_f32(const float* x, float* y, int64_t n, int64_t c, int64_t h, int64_t w, int64_t k,
                   int64_t s) {
  const int64_t ho = (h - k) / s + 1, wo = (w - k) / s + 1;
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t plane = 0; plane < n * c; ++plane)
    for (int64_t oh = 0; oh < ho; ++oh) {
      const float* in = x + plane * h * w + oh * s * w;
      float* out = y + (plane * ho + oh) * wo;
      for (int64_t ow = 0; ow < wo; ++ow) {
        float m = -INFINITY;
        for (int64_t i = 0; i < k; ++i)
          for (int64_t j = 0; j < k; ++j) m = std::fmax(m, in[i * w + ow * s + j]);
        out[ow] = m;
      }
    }
  return 0;
}
