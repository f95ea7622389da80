// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// y = act(x @ W1 + b1) @ W2 + b2: the inputs are widened to fp32 once, both products accumulate
// in fp32 (the hidden activations stay fp32 in between), and the output is rounded once.
#include <cmath>
#include <vector>

namespace {

// The task's storage type and its conversions to and from fp32.
inline float to_f32(km_f16 v) {
  return km_f16_to_f32(v);
}
inline km_f16 from_f32(float v) {
  return km_f32_to_f16(v);
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

// The activation chosen by act: 0 relu, 1 gelu (erf), 2 fastgelu x * sigmoid(1.702 x), 3 silu.
float activate(float z, int64_t act) {
  switch (act) {
    case 0:
      return z > 0.0f ? z : 0.0f;
    case 1:
      return 0.5f * z * (1.0f + erff(z * 0.70710678f));
    case 2:
      return z / (1.0f + expf(-1.702f * z));
    default:
      return z / (1.0f + expf(-z));
  }
}

// The inputs widened to fp32 once.
std::vector<float> widen(const km_f16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
  for (int64_t i = 0; i < len; ++i) v[i] = to_f32(p[i]);
  return v;
}

}  // namespace

int ffn_npu_f16(const km_f16* x, const km_f16* W1, const km_f16* b1, const km_f16* W2,
                const km_f16* b2, km_f16* y, int64_t m, int64_t k, int64_t hidden, int64_t n,
                int64_t act) {
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
