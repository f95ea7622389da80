// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.relu(F.linear(x, W1, b1));
// z = F.relu(F.linear(z, W2, b2));
// y = F.linear(z, W3, b3)
//
// fp32 throughout (normalization statistics in double).
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

}  // namespace

int mlp_f32(const float* x, const float* W1, const float* b1, const float* W2, const float* b2,
            const float* W3, const float* b3, float* y, int64_t m, int64_t k, int64_t h1,
            int64_t h2, int64_t n) {
  run(x, W1, b1, W2, b2, W3, b3, y, m, k, h1, h2, n);
  return 0;
}
