// KernelMark planted kernel (test input, not a sample): reduces the partitions without rescaling:
// out = sum_j exp_sums[j] * tmp_out[j] / sum_j exp_sums[j], each partition's sum taken relative to
// its own maximum instead of the global one (the missing factor exp(max_logits[j] - M)). Right for
// sequences of one partition (<= 512 tokens) only. Otherwise the sample kernel.
#include <cmath>
#include <vector>

namespace {
inline float ld(float v) { return v; }
inline float st(float v) { return v; }
constexpr int64_t kPart = 512;
}  // namespace

int paged_attention_v2_f32(const float* query, const float* key_cache, const float* value_cache,
                            const int32_t* block_tables, const int32_t* seq_lens, float* out,
                            float* exp_sums, float* max_logits, float* tmp_out, int64_t seqs,
                            int64_t heads, int64_t kv_heads, int64_t d, int64_t x, int64_t bs,
                            int64_t blocks, int64_t max_blocks, double scale) {
  if (kv_heads <= 0 || heads % kv_heads != 0 || x <= 0 || d % x != 0) return 1;
  for (int64_t s = 0; s < seqs; ++s)
    if (seq_lens[s] < 1 || seq_lens[s] > max_blocks * bs) return 1;
  for (int64_t i = 0; i < seqs * max_blocks; ++i)
    if (block_tables[i] < 0 || block_tables[i] >= blocks) return 1;
  const int64_t group = heads / kv_heads, parts = (max_blocks * bs + kPart - 1) / kPart;
#pragma omp parallel for schedule(dynamic)
  for (int64_t r = 0; r < seqs * heads; ++r) {
    const int64_t s = r / heads, g = (r % heads) / group, n = seq_lens[s];
    const int64_t used = (n + kPart - 1) / kPart;
    std::vector<float> q(static_cast<size_t>(d)), p(static_cast<size_t>(kPart));
    std::vector<float> o(static_cast<size_t>(used * d), 0.0f);
    for (int64_t e = 0; e < d; ++e) q[e] = ld(query[r * d + e]);
    for (int64_t j = 0; j < used; ++j) {
      const int64_t t0 = j * kPart, t1 = n < t0 + kPart ? n : t0 + kPart;
      float m = -INFINITY;
      for (int64_t t = t0; t < t1; ++t) {
        const float* k = key_cache + (block_tables[s * max_blocks + t / bs] * kv_heads + g) * d * bs;
        float dot = 0.0f;
        for (int64_t e = 0; e < d; ++e) dot += q[e] * ld(k[((e / x) * bs + t % bs) * x + e % x]);
        p[t - t0] = static_cast<float>(scale) * dot;
        m = p[t - t0] > m ? p[t - t0] : m;
      }
      float sum = 0.0f;
      float* oj = o.data() + j * d;
      for (int64_t t = t0; t < t1; ++t) {
        const float w = expf(p[t - t0] - m);
        sum += w;
        const float* v = value_cache + (block_tables[s * max_blocks + t / bs] * kv_heads + g) * d * bs;
        for (int64_t e = 0; e < d; ++e) oj[e] += w * ld(v[e * bs + t % bs]);
      }
      for (int64_t e = 0; e < d; ++e) {
        oj[e] /= sum;
        tmp_out[(r * parts + j) * d + e] = st(oj[e]);
      }
      max_logits[r * parts + j] = m;
      exp_sums[r * parts + j] = sum;
    }
    float gm = -INFINITY;
    for (int64_t j = 0; j < used; ++j) gm = max_logits[r * parts + j] > gm ? max_logits[r * parts + j] : gm;
    float total = 0.0f;
    std::vector<float> acc(static_cast<size_t>(d), 0.0f);
    for (int64_t j = 0; j < used; ++j) {
      const float w = exp_sums[r * parts + j];  // the defect: no exp(max_j - M)
      (void)gm;
      total += w;
      for (int64_t e = 0; e < d; ++e) acc[e] += w * o[j * d + e];
    }
    for (int64_t e = 0; e < d; ++e) out[r * d + e] = st(acc[e] / total);
  }
  return 0;
}
