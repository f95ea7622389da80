// Planted wrong kernel (self-test only): a running sum in float, y[i] = y[i-1] + step, the way a
// loop "counts up"; each addition rounds, so the error grows with i (at n = 4099 with step 0.01
// about 1e-4 absolute, past the term-size tolerance of a few 1e-6). Caught by: every long case.
int arange_f32(float* y, int64_t n, double start, double step) {
  float v = static_cast<float>(start);
  const float s = static_cast<float>(step);
  for (int64_t i = 0; i < n; ++i) {
    y[i] = v;
    v += s;
  }
  return 0;
}
