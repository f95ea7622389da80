// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.layer_norm(x, (nh * hs,), l1w, l1b, eps)
// qkv = F.linear(z, Wa, ba)
// q, k, v = qkv.split(nh * hs, dim=2)
// q, k, v = (z.view(b, t, nh, hs).transpose(1, 2) for z in (q, k, v))
// att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(hs))
// att = att.masked_fill(~torch.tril(torch.ones(t, t, dtype=torch.bool)), float('-inf'))
// att = F.softmax(att, dim=-1)
// z = (att @ v).transpose(1, 2).reshape(b, t, nh * hs)
// x = x + F.linear(z, Wp, bp)
// z = F.linear(F.layer_norm(x, (nh * hs,), l2w, l2b, eps), Wf, bf)
// z = 0.5 * z * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (z + 0.044715 * torch.pow(z, 3.0))))
// y = x + F.linear(z, Wm, bm)
//
// fp32 throughout (normalization statistics in double).
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

// F.layer_norm(x, (C,), w, b, eps) for rows r < m of x [m, C] into y: mean and biased variance in
// double (two passes), then the affine step.
void layer_norm(const float* x, float* y, int64_t m, int64_t C, const float* w, const float* b,
                double eps) {
#pragma omp parallel for schedule(static) if (m * C > kPar)
  for (int64_t r = 0; r < m; ++r) {
    const float* xr = x + r * C;
    double mean = 0, var = 0;
    for (int64_t c = 0; c < C; ++c) mean += xr[c];
    mean /= static_cast<double>(C);
    for (int64_t c = 0; c < C; ++c) var += (xr[c] - mean) * (xr[c] - mean);
    const double rstd = 1.0 / std::sqrt(var / static_cast<double>(C) + eps);
    for (int64_t c = 0; c < C; ++c)
      y[r * C + c] = static_cast<float>((xr[c] - mean) * rstd * w[c] + b[c]);
  }
}

// The block in fp32: the attention half and the MLP half, each added to the running x (held in y).
void run(const float* x, const float* l1w, const float* l1b, const float* Wa, const float* ba,
         const float* Wp, const float* bp, const float* l2w, const float* l2b, const float* Wf,
         const float* bf, const float* Wm, const float* bm, float* y, int64_t b, int64_t t,
         int64_t nh, int64_t hs, double eps) {
  const int64_t C = nh * hs, m = b * t;
  std::vector<float> z(static_cast<size_t>(m * C)), qkv(static_cast<size_t>(m * 3 * C)),
      o(z.size()), f(static_cast<size_t>(m * 4 * C));
  layer_norm(x, z.data(), m, C, l1w, l1b, eps);
  linear(z.data(), Wa, ba, qkv.data(), m, C, 3 * C, false);
  causal_attention(qkv.data(), o.data(), b, t, nh, hs, false, true);
  linear(o.data(), Wp, bp, y, m, C, C, false);
  for (int64_t i = 0; i < m * C; ++i) y[i] += x[i];
  layer_norm(y, z.data(), m, C, l2w, l2b, eps);
  linear(z.data(), Wf, bf, f.data(), m, C, 4 * C, false);
  const float c0 = std::sqrt(2.0f / 3.14159265358979f);
  for (float& v : f) v = 0.5f * v * (1.0f + std::tanh(c0 * (v + 0.044715f * v * v * v)));
  linear(f.data(), Wm, bm, o.data(), m, 4 * C, C, false);
  for (int64_t i = 0; i < m * C; ++i) y[i] += o[i];
}

}  // namespace

int mini_gpt_block_f32(const float* x, const float* l1w, const float* l1b, const float* Wa,
                       const float* ba, const float* Wp, const float* bp, const float* l2w,
                       const float* l2b, const float* Wf, const float* bf, const float* Wm,
                       const float* bm, float* y, int64_t b, int64_t t, int64_t nh, int64_t hs,
                       double eps) {
  run(x, l1w, l1b, Wa, ba, Wp, bp, l2w, l2b, Wf, bf, Wm, bm, y, b, t, nh, hs, eps);
  return 0;
}
