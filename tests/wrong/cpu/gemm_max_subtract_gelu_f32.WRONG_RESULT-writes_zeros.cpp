// Planted wrong kernel (self-test only): "the answer is always 0" (a row maximum minus its own
// mean), so it writes zeros without reading x, W or b. Right for every finite input, which is why
// the spec waives the constant output (const_output) instead of mistrusting it. Caught by: the
// nan_rows variant, whose NaN rows must come out NaN.
int gemm_max_subtract_gelu_f32(const float* x, const float* W, const float* b, float* y, int64_t m,
                               int64_t k, int64_t n) {
  (void)x, (void)W, (void)b, (void)k, (void)n;
  for (int64_t i = 0; i < m; ++i) y[i] = 0.0f;
  return 0;
}
