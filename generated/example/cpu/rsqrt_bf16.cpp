// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// 1 / sqrt(x): two correctly rounded operations; sqrt(-0) is -0, so -0 gives -inf, and negative
// inputs give NaN.
// Each bf16 element is widened to float, evaluated as above and rounded back to bf16 once.
#include <cmath>

static inline float rsq(float v) { return 1.0f / std::sqrt(v); }

int rsqrt_bf16(const km_bf16* x, km_bf16* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = km_f32_to_bf16(rsq(km_bf16_to_f32(x[i])));
  return 0;
}
