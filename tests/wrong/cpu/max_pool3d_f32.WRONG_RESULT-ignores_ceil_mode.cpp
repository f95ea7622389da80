// Planted wrong kernel (self-test only): computes the output extent in floor mode whatever ceil
// says, so in ceil mode the last, partial window of each dimension is never computed and the
// rows it writes land at floor-mode offsets: WRONG_RESULT (small[2]: 42 of 48 elements off, 24
// of them still the poison). Caught by: every ceil = 1 case whose extent rounds up.
#include <cmath>

int max_pool3d_f32(const float* x, float* y, int64_t n, int64_t c, int64_t d, int64_t h, int64_t w,
                   int64_t k, int64_t s, int64_t p, int64_t dil, int64_t ceil) {
  (void)ceil;
  const int64_t span = dil * (k - 1) + 1;
  const int64_t od = (d + 2 * p - span) / s + 1, oh = (h + 2 * p - span) / s + 1, ow = (w + 2 * p - span) / s + 1;
  const int64_t total = n * c * od * oh * ow;
#pragma omp parallel for schedule(static)
  for (int64_t idx = 0; idx < total; ++idx) {
    const int64_t cw = idx % ow, bh = (idx / ow) % oh, ad = (idx / (ow * oh)) % od, pl = idx / (ow * oh * od);
    float m = -INFINITY;
    for (int64_t i = 0; i < k; ++i)
      for (int64_t j = 0; j < k; ++j)
        for (int64_t q = 0; q < k; ++q) {
          const int64_t zi = ad * s - p + i * dil, yi = bh * s - p + j * dil, xi = cw * s - p + q * dil;
          if (zi < 0 || zi >= d || yi < 0 || yi >= h || xi < 0 || xi >= w) continue;
          const float v = x[((pl * d + zi) * h + yi) * w + xi];
          if (v > m || std::isnan(v)) m = v;
        }
    y[idx] = m;
  }
  return 0;
}
