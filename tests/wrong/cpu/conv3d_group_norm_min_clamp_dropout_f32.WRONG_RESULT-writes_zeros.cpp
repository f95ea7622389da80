// Planted wrong kernel (self-test only): KernelBench's own answer, zeros (lo = 0 there), written
// without reading anything. The spec waives the constant output (const_output) rather than
// mistrusting it. Caught by: the cases whose lo is not 0 (small[2], heldout[0], the drawn set, which
// draws lo from [-1, 0.5]) and the nan_input variant, whose NaN samples must come out NaN.
int conv3d_group_norm_min_clamp_dropout_f32(const float* x, const float* W, const float* b,
                                            const float* gw, const float* gb, float* y, int64_t n,
                                            int64_t ci, int64_t d, int64_t h, int64_t w,
                                            int64_t co, int64_t k, int64_t g, double eps,
                                            double lo, double hi) {
  (void)x, (void)W, (void)b, (void)gw, (void)gb, (void)ci, (void)g, (void)eps, (void)lo, (void)hi;
  const int64_t len = n * co * (d - k + 1) * (h - k + 1) * (w - k + 1);
  for (int64_t i = 0; i < len; ++i) y[i] = 0.0f;
  return 0;
}
