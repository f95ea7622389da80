// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// logit(x) = log(z / (1 - z)) with z = x clamped into [eps, 1 - eps]; a NaN fails both comparisons and
// propagates.
// Each fp16 element is widened to float, all math is in float, and each result is rounded once.
#include <cmath>

int logit_f16(const km_f16* x, km_f16* y, int64_t n, double eps) {
  const float lo = static_cast<float>(eps), hi = static_cast<float>(1.0 - eps);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float v = km_f16_to_f32(x[i]);
    const float z = v < lo ? lo : (v > hi ? hi : v);
    y[i] = km_f32_to_f16(std::log(z / (1.0f - z)));
  }
  return 0;
}
