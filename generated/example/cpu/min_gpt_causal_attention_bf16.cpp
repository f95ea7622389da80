// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// qkv = F.linear(x, Wa, ba)
// q, k, v = qkv.split(nh * hs, dim=2)
// q, k, v = (z.view(b, t, nh, hs).transpose(1, 2) for z in (q, k, v))
// att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(hs))
// att = att.masked_fill(~torch.tril(torch.ones(t, t, dtype=torch.bool)), float('-inf'))
// att = F.softmax(att, dim=-1)
// z = (att @ v).transpose(1, 2).reshape(b, t, nh * hs)
// y = F.linear(z, Wp, bp)
//
// the inputs are widened to fp32 once, everything runs in fp32 (normalization statistics in
// double), and every output is rounded once.
#include <cmath>
#include <cstdint>
#include <vector>

namespace {

// Loops over fewer multiply-adds than this run on one thread: a parallel region costs more than it
// saves.
constexpr int64_t kPar = int64_t{1} << 16;

// y[i, j] = b[j] + x[i, :] . W[j, :] (F.linear), then ReLU where `relu`: one task per (row,
// output), the dot product vectorised over k (W's rows are contiguous).
void linear(const float* x, const float* W, const float* b, float* y, int64_t m, int64_t k,
            int64_t n, bool relu) {
#pragma omp parallel for collapse(2) schedule(static) if (m * n * k > kPar)
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      const float* xr = x + i * k;
      const float* wr = W + j * k;
      float acc = 0.0f;
#pragma omp simd reduction(+ : acc)
      for (int64_t p = 0; p < k; ++p) acc += xr[p] * wr[p];
      acc += b[j];
      y[i * n + j] = relu && acc < 0.0f ? 0.0f : acc;  // a NaN stays NaN, as in F.relu
    }
}

// Self-attention (causal: minGPT's) on qkv [b * t, 3 C] (q, k, v side by side, nh heads of hs
// each): z[r, h * hs + c] = sum_{j <= i} w_j v[j, h, c] for query i, with w = softmax(q . k_j /
// sqrt(hs)) (relu_weights false: the row's maximum subtracted before exp) or relu(q . k_j /
// sqrt(hs)). Without the mask (causal false) every key j < t. One task per (sequence, head, query).
void causal_attention(const float* qkv, float* z, int64_t b, int64_t t, int64_t nh, int64_t hs,
                      bool relu_weights, bool causal) {
  const int64_t C = nh * hs;
  const float scale = 1.0f / std::sqrt(static_cast<float>(hs));
#pragma omp parallel
  {
    std::vector<float> w(static_cast<size_t>(t)), acc(static_cast<size_t>(hs));
#pragma omp for collapse(3) schedule(dynamic)
    for (int64_t bi = 0; bi < b; ++bi)
      for (int64_t h = 0; h < nh; ++h)
        for (int64_t i = 0; i < t; ++i) {
          const float* q = qkv + (bi * t + i) * 3 * C + h * hs;
          const int64_t last = causal ? i : t - 1;
          float mx = -INFINITY, sum = 0.0f;
          for (int64_t j = 0; j <= last; ++j) {
            const float* k = qkv + (bi * t + j) * 3 * C + C + h * hs;
            float s = 0.0f;
#pragma omp simd reduction(+ : s)
            for (int64_t e = 0; e < hs; ++e) s += q[e] * k[e];
            w[j] = s * scale;
            mx = std::fmax(mx, w[j]);
          }
          for (int64_t j = 0; j <= last; ++j) {
            w[j] = relu_weights ? (w[j] < 0.0f ? 0.0f : w[j]) : std::exp(w[j] - mx);
            sum += w[j];
          }
          const float norm = relu_weights ? 1.0f : 1.0f / sum;
          for (int64_t c = 0; c < hs; ++c) acc[c] = 0.0f;
          for (int64_t j = 0; j <= last; ++j) {
            const float* v = qkv + (bi * t + j) * 3 * C + 2 * C + h * hs;
#pragma omp simd
            for (int64_t c = 0; c < hs; ++c) acc[c] += w[j] * v[c];
          }
          for (int64_t c = 0; c < hs; ++c) z[(bi * t + i) * C + h * hs + c] = acc[c] * norm;
        }
  }
}

// The block in fp32: c_attn, causal softmax attention, c_proj.
void run(const float* x, const float* Wa, const float* ba, const float* Wp, const float* bp,
         float* y, int64_t b, int64_t t, int64_t nh, int64_t hs) {
  const int64_t C = nh * hs;
  std::vector<float> qkv(static_cast<size_t>(b * t * 3 * C)), z(static_cast<size_t>(b * t * C));
  linear(x, Wa, ba, qkv.data(), b * t, C, 3 * C, false);
  causal_attention(qkv.data(), z.data(), b, t, nh, hs, false, true);
  linear(z.data(), Wp, bp, y, b * t, C, C, false);
}

// The inputs widened to fp32 once.
std::vector<float> widen(const km_bf16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
  for (int64_t i = 0; i < len; ++i) v[i] = km_bf16_to_f32(p[i]);
  return v;
}

}  // namespace

int min_gpt_causal_attention_bf16(const km_bf16* x, const km_bf16* Wa, const km_bf16* ba,
                                  const km_bf16* Wp, const km_bf16* bp, km_bf16* y, int64_t b,
                                  int64_t t, int64_t nh, int64_t hs) {
  const std::vector<float> x_v = widen(x, b * t * nh * hs);
  const std::vector<float> Wa_v = widen(Wa, 3 * nh * hs * nh * hs);
  const std::vector<float> ba_v = widen(ba, 3 * nh * hs);
  const std::vector<float> Wp_v = widen(Wp, nh * hs * nh * hs);
  const std::vector<float> bp_v = widen(bp, nh * hs);
  std::vector<float> y_v(static_cast<size_t>(b * t * nh * hs));
  run(x_v.data(), Wa_v.data(), ba_v.data(), Wp_v.data(), bp_v.data(), y_v.data(), b, t, nh, hs);
  for (size_t i = 0; i < y_v.size(); ++i) y[i] = km_f32_to_bf16(y_v[i]);
  return 0;
}
