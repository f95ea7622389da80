// Planted wrong kernel (self-test only): add with alpha hard-coded to its default, 1 (the small,
// held-out and bench shapes all use alpha = 1). Caught by: the drawn cases, which draw alpha in
// [-1, 1.5].
int add_f32(const float* x, const float* y, float* z, int64_t n, double alpha) {
  (void)alpha;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = x[i] + y[i];
  return 0;
}
