// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.linear(x, W, b);
// z = z * scale;
// y = F.batch_norm(z, None, None, bw, bb, training=True, eps=eps)
//
// the inputs are widened to fp32 once, everything runs in fp32 (the statistics and reductions in
// double), and every output is rounded once.
#include <cmath>
#include <vector>

namespace {

// Loops over fewer elements than this run on one thread: a parallel region costs more than it saves.
constexpr int64_t kPar = int64_t{1} << 16;

// An activation [N, C, H, W] in fp32 (a linear layer's output [m, n] is N = m, C = n, H = W = 1).
struct Act {
  int64_t N = 1, C = 1, H = 1, W = 1;
  std::vector<float> v;
  int64_t S() const { return H * W; }
  int64_t numel() const { return N * C * H * W; }
  void resize(int64_t n, int64_t c, int64_t h, int64_t w) {
    N = n, C = c, H = h, W = w;
    v.assign(static_cast<size_t>(numel()), 0.0f);
  }
};

// C = A @ B for row-major float A [m, k], B [k, n], C [m, n]: rows of C in parallel, four rows at a
// time so that each row of B is loaded once for four rows of C; the inner loop vectorises.
void mm(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k) {
  const int64_t mb = (m + 3) / 4;
#pragma omp parallel for schedule(static)
  for (int64_t blk = 0; blk < mb; ++blk) {
    const int64_t i0 = blk * 4, i1 = i0 + 4 < m ? i0 + 4 : m;
    for (int64_t i = i0; i < i1; ++i)
      for (int64_t j = 0; j < n; ++j) C[i * n + j] = 0.0f;
    for (int64_t p = 0; p < k; ++p) {
      const float* b = B + p * n;
      for (int64_t i = i0; i < i1; ++i) {
        const float a = A[i * k + p];
        float* c = C + i * n;
#pragma omp simd
        for (int64_t j = 0; j < n; ++j) c[j] += a * b[j];
      }
    }
  }
}

// y = x @ W.T (+ b) for x [m, k], W [n, k], b [n] or null: W is repacked to [k, n] once.
Act linear(const float* x, const float* W, const float* b, int64_t m, int64_t n, int64_t k) {
  std::vector<float> wt(static_cast<size_t>(k * n));
#pragma omp parallel for schedule(static) if (k * n > kPar)
  for (int64_t p = 0; p < k; ++p)
    for (int64_t j = 0; j < n; ++j) wt[p * n + j] = W[j * k + p];
  Act y;
  y.resize(m, n, 1, 1);
  mm(x, wt.data(), y.v.data(), m, n, k);
  if (b) {
#pragma omp parallel for schedule(static) if (m * n > kPar)
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j) y.v[i * n + j] += b[j];
  }
  return y;
}

// z * t[c] for a per-channel tensor t [C].
void channel_mul(Act& a, const float* t) {
  const int64_t S = a.S();
#pragma omp parallel for schedule(static) if (a.numel() > kPar)
  for (int64_t nc = 0; nc < a.N * a.C; ++nc)
    for (int64_t p = 0; p < S; ++p) a.v[nc * S + p] *= t[nc % a.C];
}

// F.batch_norm(z, None, None, w, b, training=True, eps=eps): per channel over its N * H * W values;
// mean and biased variance in double, two passes.
void batch_norm_train(Act& a, double eps, const float* w, const float* b) {
  const int64_t S = a.S(), C = a.C, N = a.N;
#pragma omp parallel for schedule(static) if (a.numel() > kPar)
  for (int64_t c = 0; c < C; ++c) {
    double mean = 0;
    for (int64_t n = 0; n < N; ++n)
      for (int64_t p = 0; p < S; ++p) mean += a.v[(n * C + c) * S + p];
    mean /= static_cast<double>(N * S);
    double var = 0;
    for (int64_t n = 0; n < N; ++n)
      for (int64_t p = 0; p < S; ++p) {
        const double d = a.v[(n * C + c) * S + p] - mean;
        var += d * d;
      }
    var /= static_cast<double>(N * S);
    const float rstd = static_cast<float>(1.0 / std::sqrt(var + eps)), mf = static_cast<float>(mean);
    const float wc = w[c], bc = b[c];
    for (int64_t n = 0; n < N; ++n)
      for (int64_t p = 0; p < S; ++p) {
        float& z = a.v[(n * C + c) * S + p];
        z = (z - mf) * rstd * wc + bc;
      }
  }
}

// The inputs widened to fp32 once.
std::vector<float> widen(const km_f16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
#pragma omp parallel for schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) v[i] = km_f16_to_f32(p[i]);
  return v;
}

}  // namespace

int gemm_scale_batch_norm_v2_f16(const km_f16* x, const km_f16* W, const km_f16* b,
                                 const km_f16* scale, const km_f16* bw, const km_f16* bb, km_f16* y,
                                 int64_t m, int64_t k, int64_t n, double eps) {
  const std::vector<float> x_v = widen(x, m * k);
  const std::vector<float> W_v = widen(W, n * k);
  const std::vector<float> b_v = widen(b, n);
  const std::vector<float> scale_v = widen(scale, n);
  const std::vector<float> bw_v = widen(bw, n);
  const std::vector<float> bb_v = widen(bb, n);
  Act a = linear(x_v.data(), W_v.data(), b_v.data(), m, n, k);
  channel_mul(a, scale_v.data());
  batch_norm_train(a, eps, bw_v.data(), bb_v.data());
  const int64_t len = a.numel();
#pragma omp parallel for schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) y[i] = km_f32_to_f16(a.v[i]);
  return 0;
}
