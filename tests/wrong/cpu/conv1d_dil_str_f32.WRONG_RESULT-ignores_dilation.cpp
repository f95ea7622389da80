// Planted wrong kernel (self-test only): a 1-D convolution that sizes its output with the dilation
// (so every element is written) but reads the taps at l * s - p + t instead of l * s - p + t * d:
// right whenever d = 1. Caught by: small (the third case has d = 2) and the row's own d = 4.
int conv1d_dil_str_f32(const float* x, const float* W, float* y, int64_t n, int64_t ci, int64_t l,
                       int64_t co, int64_t k, int64_t s, int64_t p, int64_t d, int64_t g) {
  const int64_t lo = (l + 2 * p - d * (k - 1) - 1) / s + 1, cig = ci / g, cog = co / g;
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t b = 0; b < n; ++b)
    for (int64_t o = 0; o < co; ++o)
      for (int64_t i = 0; i < lo; ++i) {
        float acc = 0.0f;
        for (int64_t c = 0; c < cig; ++c)
          for (int64_t t = 0; t < k; ++t) {
            const int64_t src = i * s - p + t;  // dilation left out
            if (src >= 0 && src < l)
              acc += W[(o * cig + c) * k + t] * x[(b * ci + o / cog * cig + c) * l + src];
          }
        y[(b * co + o) * lo + i] = acc;
      }
  return 0;
}
