// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Mean soft margin loss log(1 + exp(-t x)), written so exp never overflows: chunks of 4096
// summed in float, chunk sums in double, divided by n.
// Each fp16 element is widened to float, all math is in float, and each result is rounded once.
#include <algorithm>
#include <cmath>

int soft_margin_loss_f16(const km_f16* x, const km_f16* t, km_f16* loss, int64_t n) {
  constexpr int64_t kChunk = 4096;
  double total = 0.0;
#pragma omp parallel for schedule(static) reduction(+ : total)
  for (int64_t start = 0; start < n; start += kChunk) {
    const int64_t end = std::min(start + kChunk, static_cast<int64_t>(n));
    float s = 0.0f;
    for (int64_t e = start; e < end; ++e) {
      const float z = -km_f16_to_f32(t[e]) * km_f16_to_f32(x[e]);
      s += z > 0.0f ? z + std::log1p(std::exp(-z)) : std::log1p(std::exp(z));
    }
    total += s;
  }
  loss[0] = km_f32_to_f16(static_cast<float>(total / static_cast<double>(n)));
  return 0;
}
