// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// acosh(x) with acoshf: accurate next to 1 (where the result goes to 0 like sqrt(2 (x - 1))) and for
// huge x, where log(x + sqrt(x * x - 1)) would overflow x * x.
// Each bf16 element is widened to float, evaluated as above and rounded back to bf16 once.
#include <cmath>

static inline float arccosh(float v) { return std::acosh(v); }

int acosh_bf16(const km_bf16* x, km_bf16* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = km_f32_to_bf16(arccosh(km_bf16_to_f32(x[i])));
  return 0;
}
