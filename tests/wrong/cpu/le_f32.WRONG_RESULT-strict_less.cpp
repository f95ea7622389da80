// Planted wrong kernel (self-test only): x <= y written as x < y. Equal only on ties, which
// continuous inputs almost never have; the integer inputs in [-3, 3] tie in a seventh of the pairs.
// Caught by: the plain inputs (integer-valued).
int le_f32(const float* x, const float* y, uint8_t* z, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = x[i] < y[i] ? 1 : 0;
  return 0;
}
