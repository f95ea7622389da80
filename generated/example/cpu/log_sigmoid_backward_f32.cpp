// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// sigmoid(-x) without cancellation: e / (1 + e) with e = exp(-|x|) for x >= 0, 1 / (1 + e) below.
#include <cmath>

int log_sigmoid_backward_f32(const float* gy, const float* x, float* gx, int64_t n) {
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float v = (x[i]);
    const float e = std::exp(-std::fabs(v));
    const float s = v >= 0.0f ? e / (1.0f + e) : 1.0f / (1.0f + e);
    gx[i] = ((gy[i]) * (std::isnan(v) ? v : s));
  }
  return 0;
}
