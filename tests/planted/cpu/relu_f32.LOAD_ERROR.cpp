// Planted (self-test): links (shared objects may leave symbols undefined) but calls a function
// that nothing provides, so loading the module fails.
extern "C" float km_planted_function_nobody_defines(float);

int relu_f32(const float* x, float* y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) y[i] = km_planted_function_nobody_defines(x[i]);
  return 0;
}
