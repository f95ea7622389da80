// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to fp16 once.
// softplus as max(x, 0) + log1p(exp(-|x|)) and sigmoid from exp(-|x|), so nothing overflows;
// x = -inf gives 0 (x * sigmoid(x) -> 0).
#include <cmath>

int mish_backward_f16(const km_f16* gy, const km_f16* x, km_f16* gx, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float v = km_f16_to_f32(x[i]), g = km_f16_to_f32(gy[i]);
    if (std::isinf(v) && v < 0.0f) {
      gx[i] = km_f32_to_f16(0.0f * g);
      continue;
    }
    const float e = std::exp(-std::fabs(v));
    const float t = std::tanh(std::fmax(v, 0.0f) + std::log1p(e));
    const float sig = v >= 0.0f ? 1.0f / (1.0f + e) : e / (1.0f + e);
    gx[i] = km_f32_to_f16(g * (std::isnan(v) ? v : t + v * sig * (1.0f - t * t)));
  }
  return 0;
}
