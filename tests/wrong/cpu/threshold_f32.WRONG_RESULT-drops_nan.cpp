// Planted wrong kernel (self-test only): written as where(x > threshold, x, value), the form the
// blueprint's semantics line suggests. For every number it agrees with x <= threshold ? value : x,
// but NaN > threshold is false, so NaN is replaced by value where torch.nn.functional.threshold keeps
// it. Caught by: the "specials" input variant.
int threshold_f32(const float* x, float* y, int64_t n, double threshold, double value) {
  const float v = static_cast<float>(value);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = static_cast<double>(x[i]) > threshold ? x[i] : v;
  return 0;
}
