// Planted (self-test): compiles, but the entry point has another name, so the module does not
// export relu_f32.
extern "C" int relu_fp32(const float* x, float* y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] < 0.0f ? 0.0f : x[i];
  return 0;
}
