// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// entr(x) = -x log x for x > 0, 0 at +-0, -inf for x < 0 (and for -inf); NaN stays NaN. At +inf
// -x log x is -inf as well.
#include <cmath>

static inline float entr(float v) {
  if (v != v) return v;
  if (v > 0) return -v * std::log(v);
  return v == 0 ? float(0) : -INFINITY;
}

int special_entr_f32(const float* x, float* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = entr(x[i]);
  return 0;
}
