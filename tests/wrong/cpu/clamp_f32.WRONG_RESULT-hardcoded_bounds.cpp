// Planted wrong kernel (self-test only): clamps to the literals -0.5 / 0.75 (the spec's default lo
// / hi, seen in every example call) instead of the lo / hi arguments. NaN and +-inf are handled
// right. Caught by: the drawn set, which draws lo and hi per case.
int clamp_f32(const float* x, float* y, int64_t n, double lo, double hi) {
  (void)lo;
  (void)hi;
  constexpr float kLo = -0.5f, kHi = 0.75f;
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    float v = x[i];
    v = v < kLo ? kLo : v;
    y[i] = v > kHi ? kHi : v;
  }
  return 0;
}
