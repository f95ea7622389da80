// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Two phases, as vLLM's v2 splits the work. Phase 1, per (sequence, head, partition of 512 tokens):
// the partition's scores scale * q . k_p in fp32 (keys gathered through the block table from the
// split cache), their maximum -> max_logits, sum of exp(score - max) -> exp_sums, and the
// partition's own normalised weighted sum of values -> tmp_out. Phase 2, per (sequence, head): the
// global maximum M over the used partitions, each partition's sum rescaled by exp(max_j - M), and
// out = sum_j rescaled_j * tmp_out_j / sum_j rescaled_j, accumulated from the fp32 partition sums
// (tmp_out is also stored rounded, as the op defines it). Unused partitions are not touched.
#include <cmath>
#include <vector>

namespace {
inline float ld(km_f16 v) { return km_f16_to_f32(v); }
inline km_f16 st(float v) { return km_f32_to_f16(v); }
constexpr int64_t kPart = 512;
}  // namespace

int paged_attention_v2_f16(const km_f16* query, const km_f16* key_cache, const km_f16* value_cache,
                            const int32_t* block_tables, const int32_t* seq_lens, km_f16* out,
                            float* exp_sums, float* max_logits, km_f16* tmp_out, int64_t seqs,
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
        const km_f16* k = key_cache + (block_tables[s * max_blocks + t / bs] * kv_heads + g) * d * bs;
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
        const km_f16* v = value_cache + (block_tables[s * max_blocks + t / bs] * kv_heads + g) * d * bs;
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
      const float w = exp_sums[r * parts + j] * expf(max_logits[r * parts + j] - gm);
      total += w;
      for (int64_t e = 0; e < d; ++e) acc[e] += w * o[j * d + e];
    }
    for (int64_t e = 0; e < d; ++e) out[r * d + e] = st(acc[e] / total);
  }
  return 0;
}
