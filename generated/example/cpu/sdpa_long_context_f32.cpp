// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// o = softmax(q k^T / sqrt(d)) v, one query row per OpenMP iteration: scores, max-subtracted exp,
// weighted sum of value rows, one division.
#include <cmath>
#include <vector>

namespace {

// o[0:dv] = softmax_j(scale * q . k_j) v_j over the keys j in [j0, j1): the scores go to p (the
// caller's scratch of at least j1 - j0 floats), their maximum is subtracted before exp, and the
// weighted sum of value rows is divided by the sum of weights once at the end.
void attend(const float* q, const float* k, int64_t ks, const float* v, int64_t vs, int64_t j0,
            int64_t j1, int64_t dk, int64_t dv, float scale, float* p, float* o) {
  float m = -INFINITY;
  for (int64_t j = j0; j < j1; ++j) {
    const float* kj = k + j * ks;
    float s = 0.0f;
#pragma omp simd reduction(+ : s)
    for (int64_t e = 0; e < dk; ++e) s += q[e] * kj[e];
    p[j - j0] = s * scale;
    m = p[j - j0] > m ? p[j - j0] : m;
  }
  float sum = 0.0f;
  for (int64_t j = j0; j < j1; ++j) sum += (p[j - j0] = expf(p[j - j0] - m));
  for (int64_t c = 0; c < dv; ++c) o[c] = 0.0f;
  for (int64_t j = j0; j < j1; ++j) {
    const float w = p[j - j0];
    const float* vj = v + j * vs;
#pragma omp simd
    for (int64_t c = 0; c < dv; ++c) o[c] += w * vj[c];
  }
  const float inv = 1.0f / sum;
  for (int64_t c = 0; c < dv; ++c) o[c] *= inv;
}

}  // namespace

int sdpa_long_context_f32(const float* q, const float* k, const float* v, float* o, int64_t b,
                          int64_t s, int64_t d) {
  const int64_t rows = b * s, nq = s, nkv = s;  // query rows, per batch, keys
  const float scale = 1.0f / sqrtf(static_cast<float>(d));
#pragma omp parallel
  {
    std::vector<float> p(static_cast<size_t>(nkv)), orow(static_cast<size_t>(d));
#pragma omp for schedule(static)
    for (int64_t r = 0; r < rows; ++r) {
      const int64_t kv = r / nq * nkv * d;
      attend(q + r * d, k + kv, d, v + kv, d, 0, nkv, d, d, scale, p.data(), orow.data());
      for (int64_t c = 0; c < d; ++c) o[r * d + c] = orow[c];
    }
  }
  return 0;
}
