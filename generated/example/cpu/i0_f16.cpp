// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// I0(x) = sum_k ((x / 2)^k / k!)^2, summed in double: every term is positive, so the series is
// accurate; it converges for every x after about |x| / 2 + 20 terms. I0 is even, +-inf give +inf and
// NaN stays NaN; past |x| = 91.9 the float result overflows to +inf.
// Each fp16 element is widened to float, evaluated as above and rounded back to fp16 once.
#include <cmath>

static inline float i0_series(float x) {
  if (x != x) return x;
  const double a = std::fabs(static_cast<double>(x));
  if (a > 715.0) return INFINITY;
  const double q = 0.25 * a * a;
  double term = 1.0, sum = 1.0;
  for (int k = 1; k < 2000 && term >= sum * 1e-17; ++k) {
    term *= q / (static_cast<double>(k) * k);
    sum += term;
  }
  return static_cast<float>(sum);
}

int i0_f16(const km_f16* x, km_f16* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = km_f32_to_f16(i0_series(km_f16_to_f32(x[i])));
  return 0;
}
