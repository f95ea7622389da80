// Honest twin (self-test only): x - alpha * y as one fused multiply-add, fma(-alpha, y, x), rounded
// once (more accurate than PyTorch's separate multiply and subtract). Must PASS: the per-element
// term sizes admit either rounding.
#include <cmath>

int sub_f32(const float* x, const float* y, float* z, int64_t n, double alpha) {
  const float a = static_cast<float>(alpha);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = std::fma(-a, y[i], x[i]);
  return 0;
}
