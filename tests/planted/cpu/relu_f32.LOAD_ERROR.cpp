// Planted (self-test): passes the symbol policy (the missing function is in namespace std, which
// the C++ runtime allowance covers) but nothing provides it, so loading the module fails.
namespace std {
float km_planted_function_nobody_defines(float);
}

int relu_f32(const float* x, float* y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) y[i] = std::km_planted_function_nobody_defines(x[i]);
  return 0;
}
