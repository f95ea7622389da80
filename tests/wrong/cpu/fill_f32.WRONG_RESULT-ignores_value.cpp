// Planted wrong kernel (self-test only): fills with zeros whatever the value param says (zero_ and
// zeros are fill's most common callers). Its expected output is constant, so the test relies on
// the spec's const_output waiver, not on mistrust. Caught by: every case whose value is not 0 (the
// shapes' own values, and the drawn set, whose cases draw value from [-1000, 1000]).
int fill_f32(float* y, int64_t n, double value) {
  (void)value;
  for (int64_t i = 0; i < n; ++i) y[i] = 0.0f;
  return 0;
}
