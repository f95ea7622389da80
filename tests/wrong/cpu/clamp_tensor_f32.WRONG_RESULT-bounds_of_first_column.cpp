// Planted wrong kernel (self-test only): clamp with tensor bounds read as if they were scalars (lo[0]
// and hi[0] for every column), the shape of a kernel written for clamp(x, min, max) with numbers.
// Right in the [1, 1] case only. Caught by: every larger case.
int clamp_tensor_f32(const float* x, const float* lo, const float* hi, float* y, int64_t m, int64_t n) {
  const float l = lo[0], h = hi[0];
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m * n; ++i) {
    float v = x[i] < l ? l : x[i];
    y[i] = v > h ? h : v;
  }
  return 0;
}
