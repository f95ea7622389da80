// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// entr(x) = -x log x for x > 0, 0 at +-0, -inf for x < 0 (and for -inf); NaN stays NaN. At +inf
// -x log x is -inf as well.
// Each fp16 element is widened to float, evaluated as above and rounded back to fp16 once.
#include <cmath>

static inline float entr(float v) {
  if (v != v) return v;
  if (v > 0) return -v * std::log(v);
  return v == 0 ? float(0) : -INFINITY;
}

int special_entr_f16(const km_f16* x, km_f16* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = km_f32_to_f16(entr(km_f16_to_f32(x[i])));
  return 0;
}
