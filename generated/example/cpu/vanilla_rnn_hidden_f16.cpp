// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// h, ys = h0, []
// for t in range(seq):
//     h = torch.tanh(F.linear(torch.cat((x[t], h), dim=1), w_i2h, b_i2h))
//     ys.append(F.linear(h, w_h2o, b_h2o))
// y = torch.stack(ys)
//
// the inputs are widened to fp32 once, h stays in fp32 across steps, and the output is rounded
// once.
#include <cmath>
#include <vector>

namespace {

// Loops over fewer elements than this run on one thread: a parallel region costs more than it
// saves.
constexpr int64_t kPar = int64_t{1} << 14;

using T = km_f16;
inline float ld(km_f16 v) {
  return km_f16_to_f32(v);
}
inline km_f16 st(float v) {
  return km_f32_to_f16(v);
}

// An input widened to fp32 once.
std::vector<float> widen(const T* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
#pragma omp parallel for schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) v[i] = ld(p[i]);
  return v;
}

// An fp32 result rounded once into an output.
void narrow(const std::vector<float>& v, T* y) {
  const int64_t len = static_cast<int64_t>(v.size());
#pragma omp parallel for schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) y[i] = st(v[i]);
}

// dot(a, b) over k in fp32.
inline float dot(const float* a, const float* b, int64_t k) {
  float s = 0.0f;
#pragma omp simd reduction(+ : s)
  for (int64_t p = 0; p < k; ++p) s += a[p] * b[p];
  return s;
}

// One Elman step for x [B, I] and h [B, H]: h' = tanh(w_i2h @ cat(x, h) + b_i2h), written into hn.
void step(const float* wi, const float* bi, const float* x, const float* h, float* hn, int64_t B,
          int64_t I, int64_t H) {
#pragma omp parallel for schedule(static) if (B * H * (I + H) > kPar)
  for (int64_t bj = 0; bj < B * H; ++bj) {
    const int64_t b = bj / H, j = bj % H;
    const float* w = wi + j * (I + H);
    hn[bj] = std::tanh(bi[j] + dot(w, x + b * I, I) + dot(w + I, h + b * H, H));
  }
}

// y [B, O] = w_h2o @ h + b_h2o.
void h2o(const float* wo, const float* bo, const float* h, float* y, int64_t B, int64_t H,
         int64_t O) {
#pragma omp parallel for schedule(static) if (B * O * H > kPar)
  for (int64_t bo_ = 0; bo_ < B * O; ++bo_) {
    const int64_t b = bo_ / O, o = bo_ % O;
    y[bo_] = bo[o] + dot(wo + o * H, h + b * H, H);
  }
}

}  // namespace

int vanilla_rnn_hidden_f16(const T* x, const T* h0, const T* w_i2h, const T* b_i2h, const T* w_h2o,
                           const T* b_h2o, T* y, int64_t seq, int64_t batch, int64_t in_size,
                           int64_t hidden, int64_t out_size) {
  const int64_t T_ = seq;
  const std::vector<float> xv = widen(x, T_ * batch * in_size),
                           wi = widen(w_i2h, hidden * (in_size + hidden));
  const std::vector<float> bi = widen(b_i2h, hidden), wo = widen(w_h2o, out_size * hidden);
  const std::vector<float> bo = widen(b_h2o, out_size);
  std::vector<float> h = widen(h0, batch * hidden), hn(h.size());
  std::vector<float> yv(static_cast<size_t>(T_ * batch * out_size));
  for (int64_t t = 0; t < T_; ++t) {
    step(wi.data(), bi.data(), &xv[t * batch * in_size], h.data(), hn.data(), batch, in_size,
         hidden);
    h.swap(hn);
    h2o(wo.data(), bo.data(), h.data(), &yv[t * batch * out_size], batch, hidden, out_size);
  }
  narrow(yv, y);
  return 0;
}
