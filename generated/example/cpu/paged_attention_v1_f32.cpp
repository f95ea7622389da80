// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// One (sequence, head) per OpenMP iteration: the seq_lens[s] scores scale * q . k_p, each key
// gathered through the block table from the split cache [blocks, kv_heads, d / x, bs, x]; the
// maximum subtracted before exp; the weighted sum of values (cache [blocks, kv_heads, d, bs])
// accumulated in fp32 and divided by the sum of weights once. Output rounded once.
#include <cmath>
#include <vector>

namespace {
inline float ld(float v) { return v; }
inline float st(float v) { return v; }
}  // namespace

int paged_attention_v1_f32(const float* query, const float* key_cache, const float* value_cache,
                            const int32_t* block_tables, const int32_t* seq_lens, float* out,
                            int64_t seqs, int64_t heads, int64_t kv_heads, int64_t d, int64_t x,
                            int64_t bs, int64_t blocks, int64_t max_blocks, double scale) {
  if (kv_heads <= 0 || heads % kv_heads != 0 || x <= 0 || d % x != 0) return 1;
  for (int64_t s = 0; s < seqs; ++s)
    if (seq_lens[s] < 1 || seq_lens[s] > max_blocks * bs) return 1;
  const int64_t group = heads / kv_heads;
  int bad = 0;
#pragma omp parallel for schedule(dynamic) reduction(| : bad)
  for (int64_t r = 0; r < seqs * heads; ++r) {
    const int64_t s = r / heads, g = (r % heads) / group, n = seq_lens[s];
    std::vector<float> q(static_cast<size_t>(d)), p(static_cast<size_t>(n)), o(static_cast<size_t>(d), 0.0f);
    for (int64_t e = 0; e < d; ++e) q[e] = ld(query[r * d + e]);
    float m = -INFINITY;
    for (int64_t t = 0; t < n; ++t) {
      const int64_t block = block_tables[s * max_blocks + t / bs];
      if (block < 0 || block >= blocks) { bad = 1; break; }
      const float* k = key_cache + (block * kv_heads + g) * d * bs;  // [d / x, bs, x] of this head
      float dot = 0.0f;
      for (int64_t e = 0; e < d; ++e) dot += q[e] * ld(k[((e / x) * bs + t % bs) * x + e % x]);
      p[t] = static_cast<float>(scale) * dot;
      m = p[t] > m ? p[t] : m;
    }
    if (bad) continue;
    float sum = 0.0f;
    for (int64_t t = 0; t < n; ++t) {
      const float w = p[t] = expf(p[t] - m);
      sum += w;
      const float* v = value_cache + (block_tables[s * max_blocks + t / bs] * kv_heads + g) * d * bs;
      for (int64_t e = 0; e < d; ++e) o[e] += w * ld(v[e * bs + t % bs]);
    }
    for (int64_t e = 0; e < d; ++e) out[r * d + e] = st(o[e] / sum);
  }
  return bad;
}
