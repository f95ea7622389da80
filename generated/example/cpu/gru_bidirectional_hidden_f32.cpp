// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// ws = [w for l in range(layers) for d in range(2) for w in (w_ih0[d] if l == 0 else w_ih[l -
//     1, d], w_hh[l, d], b_ih[l, d], b_hh[l, d])]
// out, h_n = torch._VF.gru(x, h0, ws, True, layers, 0.0, False, True, False)
// hn = h_n
//
// fp32 throughout.
#include <cmath>
#include <vector>

namespace {

// Loops over fewer elements than this run on one thread: a parallel region costs more than it
// saves.
constexpr int64_t kPar = int64_t{1} << 14;

using T = float;
inline float ld(float v) {
  return v;
}
inline float st(float v) {
  return v;
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

inline float sigm(float z) {
  return 1.0f / (1.0f + std::exp(-z));
}

struct Net {
  bool lstm;
  int64_t D, T, B, I, H, L;
  int64_t G() const { return lstm ? 4 : 3; }
};

// Every layer and direction of an nn.LSTM / nn.GRU (PyTorch's gate order: i, f, g, o; r, z, n)
// over xs [T, B, I] (sequence-major) from h0 (and c0) [L * D, B, H]. Weights as the spec stacks
// them: w_ih0 [D, G*H, I], w_ih [L-1, D, G*H, D*H], w_hh [L, D, G*H, H], b_ih, b_hh [L, D, G*H].
// Returns the top layer's outputs [T, B, D*H]; hn and cn [L * D, B, H] are filled.
std::vector<float> run(const Net& n, std::vector<float> xs, const float* h0, const float* c0,
                       const float* w_ih0, const float* w_ih, const float* w_hh, const float* b_ih,
                       const float* b_hh, std::vector<float>& hn, std::vector<float>& cn) {
  const int64_t T = n.T, B = n.B, H = n.H, D = n.D, GH = n.G() * H;
  hn.assign(static_cast<size_t>(n.L * D * B * H), 0.0f);
  cn = hn;
  int64_t K = n.I;
  for (int64_t l = 0; l < n.L; ++l) {
    std::vector<float> out(static_cast<size_t>(T * B * D * H));
    for (int64_t d = 0; d < D; ++d) {
      const int64_t ld_ = l * D + d;
      const float* wi = l == 0 ? w_ih0 + d * GH * K : w_ih + ((l - 1) * D + d) * GH * K;
      const float* wh = w_hh + ld_ * GH * H;
      const float *bi = b_ih + ld_ * GH, *bh = b_hh + ld_ * GH;
      // The input projections do not depend on h: all steps at once.
      std::vector<float> gx(static_cast<size_t>(T * B * GH));
#pragma omp parallel for schedule(static) if (T * B * GH * K > kPar)
      for (int64_t tb = 0; tb < T * B; ++tb)
        for (int64_t r = 0; r < GH; ++r) gx[tb * GH + r] = bi[r] + dot(wi + r * K, &xs[tb * K], K);
      std::vector<float> h(h0 + ld_ * B * H, h0 + (ld_ + 1) * B * H), c(static_cast<size_t>(B * H));
      if (c0) c.assign(c0 + ld_ * B * H, c0 + (ld_ + 1) * B * H);
      std::vector<float> gh(static_cast<size_t>(B * GH));
      for (int64_t s = 0; s < T; ++s) {
        const int64_t t = d == 0 ? s : T - 1 - s;  // the reverse direction runs backwards
#pragma omp parallel for schedule(static) if (B * GH * H > kPar)
        for (int64_t br = 0; br < B * GH; ++br) {
          const int64_t b = br / GH, r = br % GH;
          gh[br] = bh[r] + dot(wh + r * H, &h[b * H], H);
        }
        for (int64_t b = 0; b < B; ++b) {
          const float* a = &gx[(t * B + b) * GH];
          const float* e = &gh[b * GH];
          for (int64_t j = 0; j < H; ++j) {
            float& hj = h[b * H + j];
            if (n.lstm) {
              const float i = sigm(a[j] + e[j]), f = sigm(a[H + j] + e[H + j]);
              const float g = std::tanh(a[2 * H + j] + e[2 * H + j]);
              const float o = sigm(a[3 * H + j] + e[3 * H + j]);
              float& cj = c[b * H + j];
              cj = f * cj + i * g;
              hj = o * std::tanh(cj);
            } else {
              const float r = sigm(a[j] + e[j]), z = sigm(a[H + j] + e[H + j]);
              const float nn =
                  std::tanh(a[2 * H + j] + r * e[2 * H + j]);  // b_hn inside r's product
              hj = (1.0f - z) * nn + z * hj;
            }
            out[(t * B + b) * D * H + d * H + j] = hj;
          }
        }
      }
      for (int64_t i = 0; i < B * H; ++i) hn[ld_ * B * H + i] = h[i], cn[ld_ * B * H + i] = c[i];
    }
    xs = std::move(out);
    K = D * H;
  }
  return xs;
}

// x [B, T, I] (batch_first) to [T, B, I].
std::vector<float> seq_major(const std::vector<float>& x, int64_t B, int64_t T, int64_t I) {
  std::vector<float> v(x.size());
  for (int64_t b = 0; b < B; ++b)
    for (int64_t t = 0; t < T; ++t)
      for (int64_t i = 0; i < I; ++i) v[(t * B + b) * I + i] = x[(b * T + t) * I + i];
  return v;
}

}  // namespace

int gru_bidirectional_hidden_f32(const T* x, const T* h0, const T* w_ih0, const T* w_ih,
                                 const T* w_hh, const T* b_ih, const T* b_hh, T* hn, int64_t batch,
                                 int64_t seq, int64_t in_size, int64_t hidden, int64_t layers) {
  const int64_t G = 3, D = 2;
  const int64_t GH = G * hidden, K1 = D * hidden;
  const std::vector<float> xv = widen(x, batch * seq * in_size),
                           h0v = widen(h0, layers * D * batch * hidden);
  const std::vector<float> wi0 = widen(w_ih0, D * GH * in_size),
                           wi = widen(w_ih, (layers - 1) * D * GH * K1);
  const std::vector<float> wh = widen(w_hh, layers * D * GH * hidden);
  const std::vector<float> bi = widen(b_ih, layers * D * GH), bh = widen(b_hh, layers * D * GH);
  const Net n{false, D, seq, batch, in_size, hidden, layers};
  std::vector<float> hn_v, cn_v;
  const std::vector<float> out = run(n, xv, h0v.data(), nullptr, wi0.data(), wi.data(), wh.data(),
                                     bi.data(), bh.data(), hn_v, cn_v);
  narrow(hn_v, hn);
  return 0;
}
