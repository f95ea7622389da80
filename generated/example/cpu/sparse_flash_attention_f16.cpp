// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// Block-sparse attention, BSND with one shared key/value head: each query gathers the key
// positions of its listed blocks, then one softmax row per (batch, query, head) over them in fp32:
// scores, their maximum subtracted before exp, the weighted value rows summed and divided by the
// sum of the weights once; each output rounded once.
#include <cmath>
#include <vector>

namespace {

// The task's storage type and its conversions to and from fp32.
inline float to_f32(km_f16 v) {
  return km_f16_to_f32(v);
}
inline km_f16 from_f32(float v) {
  return km_f32_to_f16(v);
}

}  // namespace

int sparse_flash_attention_f16(const km_f16* q, const km_f16* k, const km_f16* v,
                               const int32_t* sparse_indices, km_f16* o, int64_t b, int64_t sq,
                               int64_t n, int64_t d, int64_t blocks, int64_t block, int64_t topk,
                               double scale) {
  const float sc = static_cast<float>(scale);
  const int64_t skv = blocks * block, len = topk * block;  // keys per batch, keys per query
#pragma omp parallel
  {
    std::vector<float> qf(static_cast<size_t>(d)), acc(static_cast<size_t>(d)),
        p(static_cast<size_t>(len));
    std::vector<int64_t> pos(static_cast<size_t>(len));
#pragma omp for schedule(static)
    for (int64_t r = 0; r < b * sq * n; ++r) {
      const int64_t bi = r / (sq * n), i = r / n % sq;
      // The key positions of the query's blocks: block id * block + offset within the block.
      const int32_t* ids = sparse_indices + (bi * sq + i) * topk;
      for (int64_t t = 0; t < len; ++t)
        pos[t] = static_cast<int64_t>(ids[t / block]) * block + t % block;
      const km_f16* kb = k + bi * skv * d;
      const km_f16* vb = v + bi * skv * d;
      for (int64_t e = 0; e < d; ++e) qf[e] = to_f32(q[r * d + e]);
      float mx = -INFINITY;
      for (int64_t t = 0; t < len; ++t) {
        float s = 0.0f;
        for (int64_t e = 0; e < d; ++e) s += qf[e] * to_f32(kb[pos[t] * d + e]);
        p[t] = s * sc;
        mx = p[t] > mx ? p[t] : mx;
      }
      float sum = 0.0f;
      for (int64_t t = 0; t < len; ++t) sum += (p[t] = expf(p[t] - mx));
      for (int64_t c = 0; c < d; ++c) acc[c] = 0.0f;
      for (int64_t t = 0; t < len; ++t)
        for (int64_t c = 0; c < d; ++c) acc[c] += p[t] * to_f32(vb[pos[t] * d + c]);
      for (int64_t c = 0; c < d; ++c) o[r * d + c] = from_f32(acc[c] / sum);
    }
  }
  return 0;
}
