// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// softplus(x) = log(1 + exp(x)) with PyTorch's beta = 1 and threshold = 20: x > 20 gives x, which
// also keeps exp from overflowing to inf for large x. log1p keeps the small exp(x) of negative x
// (1 + exp(x) would round it away); NaN fails x > 20 and propagates.
// Each bf16 element is widened to float, evaluated in float and rounded back once.
#include <cmath>

static inline float softplus(float v) {
  return v > 20.0f ? v : std::log1p(std::exp(v));
}

int softplus_bf16(const km_bf16* x, km_bf16* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = km_f32_to_bf16(softplus(km_bf16_to_f32(x[i])));
  return 0;
}
