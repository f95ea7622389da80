// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// Grouped-query inference attention, BSND: one softmax row per (batch, query, head) over the keys
// [0, j1) of the head's key/value head h / (n / nkv), in fp32: scores, their maximum subtracted
// before exp, the weighted value rows summed and divided by the sum of the weights once; each
// output rounded once.
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

int fused_infer_attention_score_f16(const km_f16* q, const km_f16* k, const km_f16* v, km_f16* o,
                                    int64_t b, int64_t sq, int64_t skv, int64_t n, int64_t nkv,
                                    int64_t d, double scale, int64_t causal) {
  const float sc = static_cast<float>(scale);
  const int64_t group = n / nkv;  // query heads per key/value head
#pragma omp parallel
  {
    std::vector<float> qf(static_cast<size_t>(d)), acc(static_cast<size_t>(d)),
        p(static_cast<size_t>(skv));
#pragma omp for schedule(static)
    for (int64_t r = 0; r < b * sq * n; ++r) {
      const int64_t bi = r / (sq * n), i = r / n % sq, h = r % n, kh = h / group;
      // causal = 1: the mask is aligned at the bottom right, query i sees j <= i + skv - sq.
      const int64_t j1 = causal ? i + skv - sq + 1 : skv;
      const int64_t ks = nkv * d;  // stride from one key position to the next
      const km_f16* kb = k + (bi * skv * nkv + kh) * d;
      const km_f16* vb = v + (bi * skv * nkv + kh) * d;
      for (int64_t e = 0; e < d; ++e) qf[e] = to_f32(q[r * d + e]);
      float mx = -INFINITY;
      for (int64_t j = 0; j < j1; ++j) {
        float s = 0.0f;
        for (int64_t e = 0; e < d; ++e) s += qf[e] * to_f32(kb[j * ks + e]);
        p[j] = s * sc;
        mx = p[j] > mx ? p[j] : mx;
      }
      float sum = 0.0f;
      for (int64_t j = 0; j < j1; ++j) sum += (p[j] = expf(p[j] - mx));
      for (int64_t c = 0; c < d; ++c) acc[c] = 0.0f;
      for (int64_t j = 0; j < j1; ++j)
        for (int64_t c = 0; c < d; ++c) acc[c] += p[j] * to_f32(vb[j * ks + c]);
      for (int64_t c = 0; c < d; ++c) o[r * d + c] = from_f32(acc[c] / sum);
    }
  }
  return 0;
}
