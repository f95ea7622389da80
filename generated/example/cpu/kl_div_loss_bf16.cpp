// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// KL divergence, 'batchmean': sum of q * (log q - log p) over all b * n elements (q == 0 counts
// 0), in chunks of 4096 summed in float, chunk sums in double, divided by b.
// Each bf16 element is widened to float, all math is in float, and each result is rounded once.
#include <algorithm>
#include <cmath>

int kl_div_loss_bf16(const km_bf16* p, const km_bf16* q, km_bf16* loss, int64_t b, int64_t n) {
  constexpr int64_t kChunk = 4096;
  double total = 0.0;
#pragma omp parallel for schedule(static) reduction(+ : total)
  for (int64_t start = 0; start < b * n; start += kChunk) {
    const int64_t end = std::min(start + kChunk, static_cast<int64_t>(b * n));
    float s = 0.0f;
    for (int64_t e = start; e < end; ++e) {
      const float qv = km_bf16_to_f32(q[e]), pv = km_bf16_to_f32(p[e]);
      if (qv != 0.0f) s += qv * (std::log(qv) - std::log(pv));
    }
    total += s;
  }
  loss[0] = km_f32_to_bf16(static_cast<float>(total / static_cast<double>(b)));
  return 0;
}
