// Planted wrong kernel (self-test only): "a softmax over one element is always 1", so it writes
// ones without reading x, W or b. Right for every finite input, which is why the spec waives the
// constant output (const_output) instead of mistrusting it. Caught by: the nan_rows variant,
// whose NaN rows must come out NaN.
int matmul_dropout_mean_softmax_f32(const float* x, const float* W, const float* b, float* y,
                                    int64_t m, int64_t k, int64_t n, double p) {
  (void)x, (void)W, (void)b, (void)k, (void)n, (void)p;
  for (int64_t i = 0; i < m; ++i) y[i] = 1.0f;
  return 0;
}
