// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// torch_npu.npu_lstm (DynamicRNN) in row-major layout: g = [x_t, h] @ w + b, gates i, j, f, o;
// the state advances where t < seq_len[b], y is 0 past a sequence's length; reverse runs the steps
// backwards. The inputs are widened to fp32 once, the state stays in fp32, each output is rounded
// once.
#include <cmath>
#include <vector>

namespace {

using T = float;
inline float ld(T v) {
  return v;
}
inline T st(float v) {
  return v;
}

inline float sigm(float z) {
  return 1.0f / (1.0f + std::exp(-z));
}

}  // namespace

int lstm_npu_f32(const T* x, const T* w, const T* b, const int32_t* seq_len, const T* h0,
                const T* c0, T* y, T* output_h, T* output_c, T* gate_i, T* gate_j, T* gate_f,
                T* gate_o, T* tanhc, int64_t seq, int64_t batch, int64_t in_size, int64_t hidden,
                int64_t reverse) {
  const int64_t B = batch, I = in_size, H = hidden, G = 4 * H, K = I + H;
  // The weight transposed to [4H, I + H] in fp32, so each gate column is a contiguous row.
  std::vector<float> wt(static_cast<size_t>(G * K));
#pragma omp parallel for schedule(static) if (G * K > (1 << 14))
  for (int64_t r = 0; r < K; ++r)
    for (int64_t col = 0; col < G; ++col) wt[col * K + r] = ld(w[r * G + col]);
  std::vector<float> bias(static_cast<size_t>(G));
  for (int64_t col = 0; col < G; ++col) bias[col] = ld(b[col]);
  std::vector<float> h(static_cast<size_t>(B * H)), c(h.size());
  for (int64_t e = 0; e < B * H; ++e) h[e] = ld(h0[e]), c[e] = ld(c0[e]);
  for (int64_t s = 0; s < seq; ++s) {
    const int64_t t = reverse ? seq - 1 - s : s;
#pragma omp parallel for schedule(static) if (B * G * K > (1 << 16))
    for (int64_t bb = 0; bb < B; ++bb) {
      std::vector<float> z(static_cast<size_t>(K)), g(static_cast<size_t>(G));
      for (int64_t k = 0; k < I; ++k) z[k] = ld(x[(t * B + bb) * I + k]);
      for (int64_t k = 0; k < H; ++k) z[I + k] = h[bb * H + k];
      for (int64_t col = 0; col < G; ++col) {
        const float* wr = wt.data() + col * K;
        float acc = 0.0f;
#pragma omp simd reduction(+ : acc)
        for (int64_t k = 0; k < K; ++k) acc += z[k] * wr[k];
        g[col] = acc + bias[col];
      }
      const bool live = t < seq_len[bb];
      for (int64_t u = 0; u < H; ++u) {
        const float gi = sigm(g[u]), gj = std::tanh(g[H + u]), gf = sigm(g[2 * H + u]),
                    go = sigm(g[3 * H + u]);
        const float cn = gf * c[bb * H + u] + gi * gj, tc = std::tanh(cn), hn = go * tc;
        if (live) h[bb * H + u] = hn, c[bb * H + u] = cn;
        const int64_t e = (t * B + bb) * H + u;
        y[e] = st(live ? hn : 0.0f);
        output_h[e] = st(h[bb * H + u]);
        output_c[e] = st(c[bb * H + u]);
        gate_i[e] = st(gi), gate_j[e] = st(gj), gate_f[e] = st(gf), gate_o[e] = st(go);
        tanhc[e] = st(tc);
      }
    }
  }
  return 0;
}
