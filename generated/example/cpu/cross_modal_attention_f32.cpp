// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// The two pre-projections and the three in-projections as row-by-row dot products, one softmax row
// per (batch, head, text position) over every image position, then the out-projection.
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

int cross_modal_attention_f32(const float* text, const float* img, const float* wq, const float* bq,
                              const float* wkv, const float* bkv, const float* w_in,
                              const float* b_in, const float* w_out, const float* b_out, float* o,
                              int64_t b, int64_t st, int64_t si, int64_t dt, int64_t di,
                              int64_t h) {
  const int64_t dh = dt / h;
  std::vector<float> xq(static_cast<size_t>(b * st * dt)), xkv(static_cast<size_t>(b * si * dt));
  lin(text, wq, bq, xq.data(), b * st, dt, dt);
  lin(img, wkv, bkv, xkv.data(), b * si, di, dt);
  std::vector<float> Q(xq.size()), K(xkv.size()), V(xkv.size()), A(xq.size());
  lin(xq.data(), w_in, b_in, Q.data(), b * st, dt, dt);
  lin(xkv.data(), w_in + dt * dt, b_in + dt, K.data(), b * si, dt, dt);
  lin(xkv.data(), w_in + 2 * dt * dt, b_in + 2 * dt, V.data(), b * si, dt, dt);
  const float scale = 1.0f / sqrtf(static_cast<float>(dh));
#pragma omp parallel
  {
    std::vector<float> p(static_cast<size_t>(si));
#pragma omp for collapse(3) schedule(static)
    for (int64_t bi = 0; bi < b; ++bi)
      for (int64_t hi = 0; hi < h; ++hi)
        for (int64_t i = 0; i < st; ++i)
          attend(Q.data() + (bi * st + i) * dt + hi * dh, K.data() + bi * si * dt + hi * dh, dt,
                 V.data() + bi * si * dt + hi * dh, dt, 0, si, dh, dh, scale, p.data(),
                 A.data() + (bi * st + i) * dt + hi * dh);
  }
  lin(A.data(), w_out, b_out, o, b * st, dt, dt);
  return 0;
}
