// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// o = qf @ (kf^T @ v) per batch, qf = relu(q) + 1e-6, kf = relu(k) + 1e-6: the [d, d] matrix
// kf^T v first (O(s d^2) instead of the O(s^2 d) of forming qf kf^T), then each output row is a
// row of qf times it; fp32 accumulation, inputs widened once, outputs rounded once.
#include <algorithm>
#include <vector>

int linear_attention_bf16(const km_bf16* q, const km_bf16* k, const km_bf16* v, km_bf16* o,
                          int64_t b, int64_t s, int64_t d) {
  for (int64_t bi = 0; bi < b; ++bi) {
    const int64_t base = bi * s * d;
    std::vector<float> kv(static_cast<size_t>(d * d), 0.0f);
#pragma omp parallel for schedule(static)
    for (int64_t a = 0; a < d; ++a)  // row a of kf^T v: sum over positions j of kf[j, a] * v[j, :]
      for (int64_t j = 0; j < s; ++j) {
        const float kf = std::max(km_bf16_to_f32(k[base + j * d + a]), 0.0f) + 1e-6f;
        float* row = kv.data() + a * d;
#pragma omp simd
        for (int64_t c = 0; c < d; ++c) row[c] += kf * km_bf16_to_f32(v[base + j * d + c]);
      }
#pragma omp parallel
    {
      std::vector<float> acc(static_cast<size_t>(d));
#pragma omp for schedule(static)
      for (int64_t i = 0; i < s; ++i) {
        std::fill(acc.begin(), acc.end(), 0.0f);
        for (int64_t a = 0; a < d; ++a) {
          const float qf = std::max(km_bf16_to_f32(q[base + i * d + a]), 0.0f) + 1e-6f;
          const float* row = kv.data() + a * d;
#pragma omp simd
          for (int64_t c = 0; c < d; ++c) acc[c] += qf * row[c];
        }
        for (int64_t c = 0; c < d; ++c) o[base + i * d + c] = km_f32_to_bf16(acc[c]);
      }
    }
  }
  return 0;
}
