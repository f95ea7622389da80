// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = x.view(b, nh * hd, h * w).transpose(1, 2)
// qkv = F.linear(z, Wi, bi)
// q, k, v = qkv.split(nh * hd, dim=2)
// q, k, v = (u.view(b, h * w, nh, hd).transpose(1, 2) for u in (q, k, v))
// att = F.softmax((q @ k.transpose(-2, -1)) / math.sqrt(hd), dim=-1)
// o = F.linear((att @ v).transpose(1, 2).reshape(b, h * w, nh * hd), Wo, bo)
// y = F.layer_norm(o + z, (nh * hd,), lw, lb, eps).transpose(1, 2).reshape(b, nh * hd, h, w)
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

// The block in fp32: x [b, C, L] transposed to tokens [b, L, C], in_proj, attention without a mask,
// out_proj, the residual, the layer norm, and the transpose back.
void run(const float* x, const float* Wi, const float* bi, const float* Wo, const float* bo,
         const float* lw, const float* lb, float* y, int64_t b, int64_t nh, int64_t hd, int64_t h,
         int64_t w, double eps) {
  const int64_t C = nh * hd, L = h * w, m = b * L;
  std::vector<float> z(static_cast<size_t>(m * C)), qkv(static_cast<size_t>(m * 3 * C)),
      o(z.size()), a(z.size());
  for (int64_t n = 0; n < b; ++n)
    for (int64_t c = 0; c < C; ++c)
      for (int64_t l = 0; l < L; ++l) z[(n * L + l) * C + c] = x[(n * C + c) * L + l];
  linear(z.data(), Wi, bi, qkv.data(), m, C, 3 * C, false);
  causal_attention(qkv.data(), o.data(), b, L, nh, hd, false, false);
  linear(o.data(), Wo, bo, a.data(), m, C, C, false);
  for (int64_t i = 0; i < m * C; ++i) a[i] += z[i];
  layer_norm(a.data(), o.data(), m, C, lw, lb, eps);
  for (int64_t n = 0; n < b; ++n)
    for (int64_t c = 0; c < C; ++c)
      for (int64_t l = 0; l < L; ++l) y[(n * C + c) * L + l] = o[(n * L + l) * C + c];
}

// The inputs widened to fp32 once.
std::vector<float> widen(const km_f16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
  for (int64_t i = 0; i < len; ++i) v[i] = km_f16_to_f32(p[i]);
  return v;
}

}  // namespace

int vision_attention_f16(const km_f16* x, const km_f16* Wi, const km_f16* bi, const km_f16* Wo,
                         const km_f16* bo, const km_f16* lw, const km_f16* lb, km_f16* y, int64_t b,
                         int64_t nh, int64_t hd, int64_t h, int64_t w, double eps) {
  const std::vector<float> x_v = widen(x, b * nh * hd * h * w);
  const std::vector<float> Wi_v = widen(Wi, 3 * nh * hd * nh * hd);
  const std::vector<float> bi_v = widen(bi, 3 * nh * hd);
  const std::vector<float> Wo_v = widen(Wo, nh * hd * nh * hd);
  const std::vector<float> bo_v = widen(bo, nh * hd);
  const std::vector<float> lw_v = widen(lw, nh * hd);
  const std::vector<float> lb_v = widen(lb, nh * hd);
  std::vector<float> y_v(static_cast<size_t>(b * nh * hd * h * w));
  run(x_v.data(), Wi_v.data(), bi_v.data(), Wo_v.data(), bo_v.data(), lw_v.data(), lb_v.data(),
      y_v.data(), b, nh, hd, h, w, eps);
  for (size_t i = 0; i < y_v.size(); ++i) y[i] = km_f32_to_f16(y_v[i]);
  return 0;
}
