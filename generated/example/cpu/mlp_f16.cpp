// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.relu(F.linear(x, W1, b1));
// z = F.relu(F.linear(z, W2, b2));
// y = F.linear(z, W3, b3)
//
// the inputs are widened to fp32 once, everything runs in fp32 (normalization statistics in
// double), and every output is rounded once.
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

// The block in fp32: two hidden layers with ReLU, then the output layer.
void run(const float* x, const float* W1, const float* b1, const float* W2, const float* b2,
         const float* W3, const float* b3, float* y, int64_t m, int64_t k, int64_t h1, int64_t h2,
         int64_t n) {
  std::vector<float> z1(static_cast<size_t>(m * h1)), z2(static_cast<size_t>(m * h2));
  linear(x, W1, b1, z1.data(), m, k, h1, true);
  linear(z1.data(), W2, b2, z2.data(), m, h1, h2, true);
  linear(z2.data(), W3, b3, y, m, h2, n, false);
}

// The inputs widened to fp32 once.
std::vector<float> widen(const km_f16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
  for (int64_t i = 0; i < len; ++i) v[i] = km_f16_to_f32(p[i]);
  return v;
}

}  // namespace

int mlp_f16(const km_f16* x, const km_f16* W1, const km_f16* b1, const km_f16* W2, const km_f16* b2,
            const km_f16* W3, const km_f16* b3, km_f16* y, int64_t m, int64_t k, int64_t h1,
            int64_t h2, int64_t n) {
  const std::vector<float> x_v = widen(x, m * k);
  const std::vector<float> W1_v = widen(W1, h1 * k);
  const std::vector<float> b1_v = widen(b1, h1);
  const std::vector<float> W2_v = widen(W2, h2 * h1);
  const std::vector<float> b2_v = widen(b2, h2);
  const std::vector<float> W3_v = widen(W3, n * h2);
  const std::vector<float> b3_v = widen(b3, n);
  std::vector<float> y_v(static_cast<size_t>(m * n));
  run(x_v.data(), W1_v.data(), b1_v.data(), W2_v.data(), b2_v.data(), W3_v.data(), b3_v.data(),
      y_v.data(), m, k, h1, h2, n);
  for (size_t i = 0; i < y_v.size(); ++i) y[i] = km_f32_to_f16(y_v[i]);
  return 0;
}
