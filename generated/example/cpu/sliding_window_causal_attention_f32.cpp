// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// Projections as row-by-row dot products, then one softmax row per (batch, head, query) over
// its key range (max-subtracted exp), heads written side by side into A, then the out-projection.
#include <cmath>
#include <vector>

namespace {

// y[r, :] = x[r, :] w^T + bias for row-major x [m, in], w [out, in]: rows in parallel, each
// output a contiguous dot product.
void lin(const float* x, const float* w, const float* bias, float* y, int64_t m, int64_t in,
         int64_t out) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < m; ++r)
    for (int64_t o = 0; o < out; ++o) {
      const float* a = x + r * in;
      const float* c = w + o * in;
      float acc = 0.0f;
#pragma omp simd reduction(+ : acc)
      for (int64_t i = 0; i < in; ++i) acc += a[i] * c[i];
      y[r * out + o] = acc + bias[o];
    }
}

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

int sliding_window_causal_attention_f32(const float* x, const float* wq, const float* bq,
                                        const float* wk, const float* bk, const float* wv,
                                        const float* bv, const float* wo, const float* bo, float* o,
                                        int64_t b, int64_t s, int64_t e, int64_t h, int64_t w) {
  const int64_t nq = s, nk = s, dh = e / h, kw = e;
  std::vector<float> Q(static_cast<size_t>(b * nq * e)), K(static_cast<size_t>(b * nk * kw)),
      V(K.size()), A(Q.size());
  lin(x, wq, bq, Q.data(), b * nq, e, e);
  lin(x, wk, bk, K.data(), b * nk, e, kw);
  lin(x, wv, bv, V.data(), b * nk, e, kw);
  const float scale = 1.0f / sqrtf(static_cast<float>(dh));
#pragma omp parallel
  {
    std::vector<float> p(static_cast<size_t>(nk));
#pragma omp for collapse(3) schedule(static)
    for (int64_t bi = 0; bi < b; ++bi)
      for (int64_t hi = 0; hi < h; ++hi)
        for (int64_t i = 0; i < nq; ++i) {
          const int64_t kh = hi / 1, j0 = i - w > 0 ? i - w : 0, j1 = i + 1;
          const float* kb = K.data() + bi * nk * kw + kh * dh;
          attend(Q.data() + (bi * nq + i) * e + hi * dh, kb, kw, V.data() + bi * nk * kw + kh * dh,
                 kw, j0, j1, dh, dh, scale, p.data(), A.data() + (bi * nq + i) * e + hi * dh);
        }
  }
  lin(A.data(), wo, bo, o, b * nq, e, e);
  return 0;
}
