// Planted wrong kernel (self-test only): the channel of flat element i is taken as i % c, which is
// right for a channels-last [b, s, c] layout (and for s = 1) but not for [b, c, s], where it is
// (i / s) % c. Caught by: every case with s > 1 and c > 1.
int prelu_f32(const float* x, const float* w, float* y, int64_t b, int64_t c, int64_t s) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < b * c * s; ++i) y[i] = x[i] >= 0.0f ? x[i] : w[i % c] * x[i];
  return 0;
}
