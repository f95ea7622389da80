// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// torch.div with a rounding mode: 0 true division, 1 trunc(x / y) of the float quotient (as PyTorch
// computes it), 2 floor division as Python's //. Floor division works in double and follows fmod:
// the quotient of x - fmod(x, y), one lower where the remainder's sign differs from y's. That is
// exact where floor of the float quotient is not (1 / 0.1f is 9.99999985, floor 9, but rounds to
// 10.0f); +-inf / y gives NaN as in PyTorch and Python, and y = 0 gives IEEE x / y.
// Each fp16 element is widened to float, evaluated as above and rounded back to fp16 once.
#include <cmath>

static inline double floor_div(double a, double b) {
  if (b == 0.0) return a / b;
  const double r = std::fmod(a, b);
  double q = (a - r) / b;
  if (r != 0.0 && (b < 0.0) != (r < 0.0)) q -= 1.0;
  if (q == 0.0) return std::copysign(0.0, a / b);
  double f = std::floor(q);
  if (q - f > 0.5) f += 1.0;
  return f;
}

static inline float divide(float a, float b, int64_t mode) {
  if (mode == 0) return a / b;
  if (mode == 1) return std::trunc(a / b);
  return static_cast<float>(floor_div(a, b));
}

int div_f16(const km_f16* x, const km_f16* y, km_f16* z, int64_t n, int64_t mode) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = km_f32_to_f16(divide(km_f16_to_f32(x[i]), km_f16_to_f32(y[i]), mode));
  return 0;
}
