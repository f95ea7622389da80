// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// softplus as max(x, 0) + log1p(exp(-|x|)) and sigmoid from exp(-|x|), so nothing overflows;
// x = -inf gives 0 (x * sigmoid(x) -> 0).
#include <cmath>

int mish_backward_f32(const float* gy, const float* x, float* gx, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float v = (x[i]), g = (gy[i]);
    if (std::isinf(v) && v < 0.0f) {
      gx[i] = (0.0f * g);
      continue;
    }
    const float e = std::exp(-std::fabs(v));
    const float t = std::tanh(std::fmax(v, 0.0f) + std::log1p(e));
    const float sig = v >= 0.0f ? 1.0f / (1.0f + e) : e / (1.0f + e);
    gx[i] = (g * (std::isnan(v) ? v : t + v * sig * (1.0f - t * t)));
  }
  return 0;
}
