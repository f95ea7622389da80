// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y[i][j] = x[i][j] ** e[j] with powf, which follows C99 for the special cases (x ** 0 = 1 and 1 ** y = 1 even for NaN,
// 0 ** negative = +inf, negative ** non-integer = NaN) and keeps about 1 ulp for large |e log x|,
// where exp(e * log(x)) in float would not.
#include <cmath>

int pow_broadcast_f32(const float* x, const float* e, float* y, int64_t m, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) y[i * n + j] = std::pow(x[i * n + j], e[j]);
  return 0;
}
