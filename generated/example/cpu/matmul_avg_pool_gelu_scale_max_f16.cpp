// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.linear(x, W, b);
// z = F.avg_pool1d(z.unsqueeze(1), p).squeeze(1);
// z = F.gelu(z);
// z = z * scale;
// y = torch.max(z, dim=1, keepdim=False)[0]
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

inline float gelu(float z) { return 0.5f * z * (1.0f + std::erf(z * 0.70710678118654752f)); }

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

// Elementwise z -> f(z) in place.
template <class F>
void map(Act& a, F f) {
  float* v = a.v.data();
  const int64_t len = a.numel();
#pragma omp parallel for simd schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) v[i] = f(v[i]);
}

// Reduction over the channel axis (dim 1), kept as size 1: 0 sum, 1 mean, 2 min, 3 max,
// 4 log-sum-exp (around the maximum). Sums in double.
Act reduce_channels(const Act& a, int op) {
  Act y;
  y.resize(a.N, 1, a.H, a.W);
  const int64_t S = a.S(), C = a.C;
#pragma omp parallel for collapse(2) schedule(static) if (a.numel() > kPar)
  for (int64_t n = 0; n < a.N; ++n)
    for (int64_t p = 0; p < S; ++p) {
      const float* v = a.v.data() + n * C * S + p;
      float r;
      if (op <= 1) {
        double s = 0;
        for (int64_t c = 0; c < C; ++c) s += v[c * S];
        r = static_cast<float>(op == 1 ? s / static_cast<double>(C) : s);
      } else if (op <= 3) {
        r = v[0];
        for (int64_t c = 1; c < C; ++c) r = op == 2 ? (v[c * S] < r ? v[c * S] : r) : (v[c * S] > r ? v[c * S] : r);
      } else {
        float mx = v[0];
        for (int64_t c = 1; c < C; ++c) mx = v[c * S] > mx ? v[c * S] : mx;
        double s = 0;
        for (int64_t c = 0; c < C; ++c) s += std::exp(v[c * S] - mx);
        r = mx + static_cast<float>(std::log(s));
      }
      y.v[n * S + p] = r;
    }
  return y;
}

// 1-D max or average pooling of the features (C) in windows of p, stride p, floor mode.
Act pool_features(const Act& a, int64_t pk, bool max) {
  Act y;
  y.resize(a.N, (a.C - pk) / pk + 1, 1, 1);
  const float inv = 1.0f / static_cast<float>(pk);
#pragma omp parallel for schedule(static) if (a.numel() > kPar)
  for (int64_t n = 0; n < a.N; ++n)
    for (int64_t o = 0; o < y.C; ++o) {
      const float* v = a.v.data() + n * a.C + o * pk;
      float r = max ? v[0] : 0.0f;
      for (int64_t q = 0; q < pk; ++q) r = max ? (v[q] > r ? v[q] : r) : r + v[q];
      y.v[n * y.C + o] = max ? r : r * inv;
    }
  return y;
}

// The inputs widened to fp32 once.
std::vector<float> widen(const km_f16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
#pragma omp parallel for schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) v[i] = km_f16_to_f32(p[i]);
  return v;
}

}  // namespace

int matmul_avg_pool_gelu_scale_max_f16(const km_f16* x, const km_f16* W, const km_f16* b, km_f16* y,
                                       int64_t m, int64_t k, int64_t n, int64_t p, double scale) {
  const std::vector<float> x_v = widen(x, m * k);
  const std::vector<float> W_v = widen(W, n * k);
  const std::vector<float> b_v = widen(b, n);
  const float scale_f = static_cast<float>(scale);
  Act a = linear(x_v.data(), W_v.data(), b_v.data(), m, n, k);
  a = pool_features(a, p, false);
  map(a, [=](float z) { return gelu(z); });
  map(a, [=](float z) { return z * scale_f; });
  a = reduce_channels(a, 3);
  const int64_t len = a.numel();
#pragma omp parallel for schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) y[i] = km_f32_to_f16(a.v[i]);
  return 0;
}
