// Planted wrong kernel (self-test only): the feed-forward block with Ascend's fastgelu (act 2)
// computed as the tanh approximation of gelu, 0.5 z (1 + tanh(sqrt(2/pi) (z + 0.044715 z^3))),
// a plausible confusion of the two 'fast' gelus. They differ by up to about 0.02 near |z| = 2,
// far past the tolerance. Caught by: every case with act = 2 (small[2], heldout[0], bench and
// the drawn cases that draw it).
#include <cmath>
#include <vector>

namespace {

// The task's storage type and its conversions to and from fp32.
inline float to_f32(float v) {
  return v;
}
inline float from_f32(float v) {
  return v;
}

// Loops over fewer elements than this run on one thread: a parallel region costs more than it
// saves.
constexpr int64_t kPar = int64_t{1} << 16;

// C = A @ B + bias for row-major float A [m, k], B [k, n], bias [n], C [m, n]: rows of C in
// parallel; each row starts from the bias and adds a[p] * B[p, :] (the inner loop vectorises).
void mm_bias(const float* A, const float* B, const float* bias, float* C, int64_t m, int64_t n,
             int64_t k) {
#pragma omp parallel for schedule(static) if (m * n * k > kPar)
  for (int64_t i = 0; i < m; ++i) {
    float* c = C + i * n;
    for (int64_t j = 0; j < n; ++j) c[j] = bias[j];
    for (int64_t p = 0; p < k; ++p) {
      const float a = A[i * k + p];
      const float* b = B + p * n;
#pragma omp simd
      for (int64_t j = 0; j < n; ++j) c[j] += a * b[j];
    }
  }
}

// The activation chosen by act: 0 relu, 1 gelu (erf), 2 the tanh gelu (wrong), 3 silu.
float activate(float z, int64_t act) {
  switch (act) {
    case 0:
      return z > 0.0f ? z : 0.0f;
    case 1:
      return 0.5f * z * (1.0f + erff(z * 0.70710678f));
    case 2:
      return 0.5f * z * (1.0f + tanhf(0.7978846f * (z + 0.044715f * z * z * z)));
    default:
      return z / (1.0f + expf(-z));
  }
}

// The inputs widened to fp32 once.
std::vector<float> widen(const float* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
  for (int64_t i = 0; i < len; ++i) v[i] = to_f32(p[i]);
  return v;
}

}  // namespace

int ffn_npu_f32(const float* x, const float* W1, const float* b1, const float* W2, const float* b2,
                float* y, int64_t m, int64_t k, int64_t hidden, int64_t n, int64_t act) {
  const std::vector<float> xf = widen(x, m * k), w1 = widen(W1, k * hidden), c1 = widen(b1, hidden);
  const std::vector<float> w2 = widen(W2, hidden * n), c2 = widen(b2, n);
  // The hidden activations stay in fp32 between the two products.
  std::vector<float> h(static_cast<size_t>(m * hidden)), out(static_cast<size_t>(m * n));
  mm_bias(xf.data(), w1.data(), c1.data(), h.data(), m, hidden, k);
  for (float& z : h) z = activate(z, act);
  mm_bias(h.data(), w2.data(), c2.data(), out.data(), m, n, hidden);
  for (int64_t i = 0; i < m * n; ++i) y[i] = from_f32(out[i]);
  return 0;
}
