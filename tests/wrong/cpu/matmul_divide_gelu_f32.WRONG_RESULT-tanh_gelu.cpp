// Planted wrong kernel (self-test only): the sample matmul_divide_gelu_f32 with the tanh
// approximation of gelu (PyTorch's approximate='tanh') where the op is the erf gelu, behind a
// k-long reduction (k up to 301 held out): the fused rows' per-element term sizes must keep the
// tolerance below the approximation's error (at most 4.7e-4 absolute, at z = -2.7).
//
// z = F.linear(x, W, b);
// z = z / divisor;
// y = F.gelu(z)
//
// fp32 throughout (the statistics and reductions in double).
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

// Planted: the tanh approximation (GELU(approximate="tanh")) where the op is the exact erf form.
inline float gelu(float z) {
  const float u = 0.7978845608028654f * (z + 0.044715f * z * z * z);
  return 0.5f * z * (1.0f + std::tanh(u));
}

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

}  // namespace

int matmul_divide_gelu_f32(const float* x, const float* W, const float* b, float* y, int64_t m,
                           int64_t k, int64_t n, double divisor) {
  const float divisor_f = static_cast<float>(divisor);
  Act a = linear(x, W, b, m, n, k);
  map(a, [=](float z) { return z / divisor_f; });
  map(a, [=](float z) { return gelu(z); });
  const int64_t len = a.numel();
#pragma omp parallel for simd schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) y[i] = a.v[i];
  return 0;
}
