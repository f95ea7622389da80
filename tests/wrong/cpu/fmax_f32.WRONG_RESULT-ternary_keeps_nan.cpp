// Planted wrong kernel (self-test only): fmax as a ternary, (x > y ? x : y). Right for numbers, but
// a NaN in y is returned whenever x is a number (the comparison is false), where torch.fmax returns
// x. Caught by: the nan variant (a fifth of each input is NaN).
int fmax_f32(const float* x, const float* y, float* z, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = x[i] > y[i] ? x[i] : y[i];
  return 0;
}
