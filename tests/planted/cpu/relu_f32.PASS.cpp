// Planted (self-test): a correct kernel, the control that proves the other planted verdicts are
// not produced by the harness itself.
// km-perf-sizes: n=65536
int relu_f32(const float* x, float* y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] < 0.0f ? 0.0f : x[i];
  return 0;
}
