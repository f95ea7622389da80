// Planted wrong kernel (self-test only): the slope is written as the literal 0.01 (PyTorch's
// default, and the value in every shape the prompt shows) instead of the negative_slope argument. A
// model that "knows" leaky_relu writes the constant. Caught by: the drawn set, whose cases draw
// negative_slope from its range per case.
int leaky_relu_f32(const float* x, float* y, int64_t n, double negative_slope) {
  (void)negative_slope;
  constexpr float kSlope = 0.01f;
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] < 0.0f ? x[i] * kSlope : x[i];
  return 0;
}
