// Planted wrong kernel (self-test only): minGPT's attention without the causal mask: every query
// attends to all t keys, later ones included. Right for the last query of each sequence only
// (and wherever t = 1). Measured: small[1] (t = 7) fails, 144 of 168 elements outside the
// tolerance.
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
          const int64_t last = t - 1;  // every key, later ones too
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

}  // namespace

int min_gpt_causal_attention_f32(const float* x, const float* Wa, const float* ba, const float* Wp,
                                 const float* bp, float* y, int64_t b, int64_t t, int64_t nh,
                                 int64_t hs) {
  run(x, Wa, ba, Wp, bp, y, b, t, nh, hs);
  return 0;
}
