// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.linear(x, W, b);
// z = F.group_norm(z, g, gw, gb, eps);
// y = F.hardtanh(z, lo, hi)
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

// Elementwise z -> f(z) in place.
template <class F>
void map(Act& a, F f) {
  float* v = a.v.data();
  const int64_t len = a.numel();
#pragma omp parallel for simd schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) v[i] = f(v[i]);
}

// F.group_norm(z, g, w, b, eps) (w, b null: no affine): per sample, g groups of C / g consecutive
// channels with all their positions; mean and biased variance in double, two passes.
void group_norm(Act& a, int64_t g, double eps, const float* w, const float* b) {
  const int64_t cg = a.C / g, S = a.S(), len = cg * S;
#pragma omp parallel for schedule(static) if (a.numel() > kPar)
  for (int64_t blk = 0; blk < a.N * g; ++blk) {
    float* v = a.v.data() + blk * len;
    double mean = 0;
    for (int64_t q = 0; q < len; ++q) mean += v[q];
    mean /= static_cast<double>(len);
    double var = 0;
    for (int64_t q = 0; q < len; ++q) var += (v[q] - mean) * (v[q] - mean);
    var /= static_cast<double>(len);
    const float rstd = static_cast<float>(1.0 / std::sqrt(var + eps));
    const float mf = static_cast<float>(mean);
    const int64_t c0 = (blk % g) * cg;
    for (int64_t cc = 0; cc < cg; ++cc) {
      const float wc = w ? w[c0 + cc] : 1.0f, bc = b ? b[c0 + cc] : 0.0f;
      float* vc = v + cc * S;
      for (int64_t p = 0; p < S; ++p) vc[p] = (vc[p] - mf) * rstd * wc + bc;
    }
  }
}

// The inputs widened to fp32 once.
std::vector<float> widen(const km_bf16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
#pragma omp parallel for schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) v[i] = km_bf16_to_f32(p[i]);
  return v;
}

}  // namespace

int gemm_group_norm_hardtanh_bf16(const km_bf16* x, const km_bf16* W, const km_bf16* b,
                                  const km_bf16* gw, const km_bf16* gb, km_bf16* y, int64_t m,
                                  int64_t k, int64_t n, int64_t g, double lo, double hi,
                                  double eps) {
  const std::vector<float> x_v = widen(x, m * k);
  const std::vector<float> W_v = widen(W, n * k);
  const std::vector<float> b_v = widen(b, n);
  const std::vector<float> gw_v = widen(gw, n);
  const std::vector<float> gb_v = widen(gb, n);
  const float lo_f = static_cast<float>(lo);
  const float hi_f = static_cast<float>(hi);
  Act a = linear(x_v.data(), W_v.data(), b_v.data(), m, n, k);
  group_norm(a, g, eps, gw_v.data(), gb_v.data());
  map(a, [=](float z) { return std::fmin(std::fmax(z, lo_f), hi_f); });
  const int64_t len = a.numel();
#pragma omp parallel for schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) y[i] = km_f32_to_bf16(a.v[i]);
  return 0;
}
