// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y[i][j] = x[i][j] ** e[j] with powf, which follows C99 for the special cases (x ** 0 = 1 and 1 ** y = 1 even for NaN,
// 0 ** negative = +inf, negative ** non-integer = NaN) and keeps about 1 ulp for large |e log x|,
// where exp(e * log(x)) in float would not.
// Each bf16 element is widened to float, evaluated as above and rounded back to bf16 once.
#include <cmath>

int pow_broadcast_bf16(const km_bf16* x, const km_bf16* e, km_bf16* y, int64_t m, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) y[i * n + j] = km_f32_to_bf16(std::pow(km_bf16_to_f32(x[i * n + j]), km_bf16_to_f32(e[j])));
  return 0;
}
