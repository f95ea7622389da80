// Planted wrong kernel (self-test only): the window offsets are precomputed into a fixed 5 x 5
// table ("pooling windows are at most 5 x 5"), and the table is filled for min(k, 5) rows and
// columns while the sum is still divided by k * k, so 6 x 6 and larger windows average over part of
// the window. Caught by: the held-out set (k = 7).
int avg_pool2d_f32(const float* x, float* y, int64_t n, int64_t c, int64_t h, int64_t w, int64_t k,
                   int64_t s) {
  constexpr int64_t kMaxK = 5;
  const int64_t ho = (h - k) / s + 1, wo = (w - k) / s + 1;
  const int64_t kk = k < kMaxK ? k : kMaxK;
  int64_t off[kMaxK * kMaxK];
  int64_t taps = 0;
  for (int64_t i = 0; i < kk; ++i)
    for (int64_t j = 0; j < kk; ++j) off[taps++] = i * w + j;
  const float inv = 1.0f / static_cast<float>(k * k);
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t plane = 0; plane < n * c; ++plane)
    for (int64_t oh = 0; oh < ho; ++oh) {
      const float* in = x + plane * h * w + oh * s * w;
      float* out = y + (plane * ho + oh) * wo;
      for (int64_t ow = 0; ow < wo; ++ow) {
        const float* win = in + ow * s;
        float acc = 0.0f;
        for (int64_t t = 0; t < taps; ++t) acc += win[off[t]];
        out[ow] = acc * inv;
      }
    }
  return 0;
}
