// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// sigmoid(-x) without cancellation: e / (1 + e) with e = exp(-|x|) for x >= 0, 1 / (1 + e) below.
#include <cmath>

int log_sigmoid_backward_bf16(const km_bf16* gy, const km_bf16* x, km_bf16* gx, int64_t n) {
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float v = km_bf16_to_f32(x[i]);
    const float e = std::exp(-std::fabs(v));
    const float s = v >= 0.0f ? e / (1.0f + e) : 1.0f / (1.0f + e);
    gx[i] = km_f32_to_bf16(km_bf16_to_f32(gy[i]) * (std::isnan(v) ? v : s));
  }
  return 0;
}
