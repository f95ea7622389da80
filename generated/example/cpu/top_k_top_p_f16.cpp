// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// One row per iteration: the row's indices are sorted ascending by (logit, index), the stable
// order; top-k keeps every logit >= the k-th largest; the kept logits' softmax (relative to the
// row max, in float) is summed in ascending order and each element whose running sum is still
// <= 1 - p is dropped (the largest never). Kept logits are copied bit for bit, dropped ones -inf.
// fp16 logits are widened to float for the comparisons and the softmax; kept ones are copied.
#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

int top_k_top_p_f16(const km_f16* logits, const km_f16* p, const int32_t* k, km_f16* y, int64_t rows, int64_t vocab) {
#pragma omp parallel
  {
    std::vector<float> x(static_cast<size_t>(vocab));
    std::vector<int64_t> order(static_cast<size_t>(vocab));
#pragma omp for schedule(dynamic)
    for (int64_t r = 0; r < rows; ++r) {
      const km_f16* in = logits + r * vocab;
      km_f16* out = y + r * vocab;
      for (int64_t j = 0; j < vocab; ++j) x[j] = km_f16_to_f32(in[j]);
      std::iota(order.begin(), order.end(), 0);
      std::sort(order.begin(), order.end(), [&](int64_t a, int64_t b) { return x[a] < x[b] || (x[a] == x[b] && a < b); });
      const float kth = x[order[vocab - k[r]]], top = x[order[vocab - 1]];
      float z = 0.0f;
      for (int64_t j = vocab - k[r]; j < vocab; ++j) z += std::exp(x[order[j]] - top);
      for (int64_t j = 0; j < vocab - k[r]; ++j)  // below the k-th place: kept only if equal to kth
        if (x[order[j]] == kth) z += std::exp(kth - top);
      const float cut = 1.0f - km_f16_to_f32(p[r]);
      float cs = 0.0f;
      for (int64_t j = 0; j < vocab; ++j) {
        const int64_t i = order[j];
        if (x[i] < kth) {
          out[i] = km_f32_to_f16(-INFINITY);
          continue;
        }
        cs += std::exp(x[i] - top) / z;
        out[i] = (j < vocab - 1 && cs <= cut) ? km_f32_to_f16(-INFINITY) : in[i];
      }
    }
  }
  return 0;
}
