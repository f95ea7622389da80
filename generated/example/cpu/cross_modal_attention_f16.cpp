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

int cross_modal_attention_f16(const km_f16* text, const km_f16* img, const km_f16* wq,
                              const km_f16* bq, const km_f16* wkv, const km_f16* bkv,
                              const km_f16* w_in, const km_f16* b_in, const km_f16* w_out,
                              const km_f16* b_out, km_f16* o, int64_t b, int64_t st, int64_t si,
                              int64_t dt, int64_t di, int64_t h) {
  const int64_t dh = dt / h;
  // fp16/bf16 operands are widened to fp32 once.
  std::vector<float> text_f(static_cast<size_t>(b * st * dt));
  for (size_t t = 0; t < text_f.size(); ++t) text_f[t] = km_f16_to_f32(text[t]);
  std::vector<float> img_f(static_cast<size_t>(b * si * di));
  for (size_t t = 0; t < img_f.size(); ++t) img_f[t] = km_f16_to_f32(img[t]);
  std::vector<float> wq_f(static_cast<size_t>(dt * dt));
  for (size_t t = 0; t < wq_f.size(); ++t) wq_f[t] = km_f16_to_f32(wq[t]);
  std::vector<float> bq_f(static_cast<size_t>(dt));
  for (size_t t = 0; t < bq_f.size(); ++t) bq_f[t] = km_f16_to_f32(bq[t]);
  std::vector<float> wkv_f(static_cast<size_t>(dt * di));
  for (size_t t = 0; t < wkv_f.size(); ++t) wkv_f[t] = km_f16_to_f32(wkv[t]);
  std::vector<float> bkv_f(static_cast<size_t>(dt));
  for (size_t t = 0; t < bkv_f.size(); ++t) bkv_f[t] = km_f16_to_f32(bkv[t]);
  std::vector<float> w_in_f(static_cast<size_t>(3 * dt * dt));
  for (size_t t = 0; t < w_in_f.size(); ++t) w_in_f[t] = km_f16_to_f32(w_in[t]);
  std::vector<float> b_in_f(static_cast<size_t>(3 * dt));
  for (size_t t = 0; t < b_in_f.size(); ++t) b_in_f[t] = km_f16_to_f32(b_in[t]);
  std::vector<float> w_out_f(static_cast<size_t>(dt * dt));
  for (size_t t = 0; t < w_out_f.size(); ++t) w_out_f[t] = km_f16_to_f32(w_out[t]);
  std::vector<float> b_out_f(static_cast<size_t>(dt));
  for (size_t t = 0; t < b_out_f.size(); ++t) b_out_f[t] = km_f16_to_f32(b_out[t]);
  std::vector<float> xq(static_cast<size_t>(b * st * dt)), xkv(static_cast<size_t>(b * si * dt));
  lin(text_f.data(), wq_f.data(), bq_f.data(), xq.data(), b * st, dt, dt);
  lin(img_f.data(), wkv_f.data(), bkv_f.data(), xkv.data(), b * si, di, dt);
  std::vector<float> Q(xq.size()), K(xkv.size()), V(xkv.size()), A(xq.size());
  lin(xq.data(), w_in_f.data(), b_in_f.data(), Q.data(), b * st, dt, dt);
  lin(xkv.data(), w_in_f.data() + dt * dt, b_in_f.data() + dt, K.data(), b * si, dt, dt);
  lin(xkv.data(), w_in_f.data() + 2 * dt * dt, b_in_f.data() + 2 * dt, V.data(), b * si, dt, dt);
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
  std::vector<float> of(A.size());
  lin(A.data(), w_out_f.data(), b_out_f.data(), of.data(), b * st, dt, dt);
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < b * st * dt; ++t) o[t] = km_f32_to_f16(of[t]);
  return 0;
}
