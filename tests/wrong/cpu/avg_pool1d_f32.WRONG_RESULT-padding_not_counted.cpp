// Planted wrong kernel (self-test only): divides each window's sum by the number of taps inside
// the input (count_include_pad = False) where F.avg_pool1d's default counts the padding (divide
// by k). Right wherever p = 0 or a window misses the padding. Caught by: every set with p > 0.
#include <algorithm>

int avg_pool1d_f32(const float* x, float* y, int64_t n, int64_t c, int64_t l, int64_t k, int64_t s,
                   int64_t p) {
  const int64_t lo = (l + 2 * p - k) / s + 1;
#pragma omp parallel for schedule(static)
  for (int64_t pl = 0; pl < n * c; ++pl)
    for (int64_t o = 0; o < lo; ++o) {
      const int64_t i0 = std::max<int64_t>(o * s - p, 0), i1 = std::min(o * s - p + k, l);
      float sum = 0.0f;
      for (int64_t i = i0; i < i1; ++i) sum += x[pl * l + i];
      y[pl * lo + o] = sum / static_cast<float>(i1 - i0);
    }
  return 0;
}
