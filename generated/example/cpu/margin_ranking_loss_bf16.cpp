// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Mean margin ranking loss max(0, -t (x1 - x2) + margin): chunks of 4096 summed in float, chunk
// sums in double, divided by n.
// Each bf16 element is widened to float, all math is in float, and each result is rounded once.
#include <algorithm>
#include <cmath>

int margin_ranking_loss_bf16(const km_bf16* x1, const km_bf16* x2, const km_bf16* t, km_bf16* loss, int64_t n, double margin) {
  constexpr int64_t kChunk = 4096;
  const float m = static_cast<float>(margin);
  double total = 0.0;
#pragma omp parallel for schedule(static) reduction(+ : total)
  for (int64_t start = 0; start < n; start += kChunk) {
    const int64_t end = std::min(start + kChunk, static_cast<int64_t>(n));
    float s = 0.0f;
    for (int64_t e = start; e < end; ++e) {
      s += std::max(0.0f, -km_bf16_to_f32(t[e]) * (km_bf16_to_f32(x1[e]) - km_bf16_to_f32(x2[e])) + m);
    }
    total += s;
  }
  loss[0] = km_f32_to_bf16(static_cast<float>(total / static_cast<double>(n)));
  return 0;
}
