// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.relu(F.linear(x, W0, b0))
// for l in range(L - 1):
//     z = F.relu(F.linear(z, Wh[l], bh[l]))
// y = F.linear(z, Wo, bo)
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

// The block in fp32: the first layer, L - 1 stacked hidden layers (all with ReLU), the output
// layer; two activation buffers swap roles from layer to layer.
void run(const float* x, const float* W0, const float* b0, const float* Wh, const float* bh,
         const float* Wo, const float* bo, float* y, int64_t m, int64_t k, int64_t h, int64_t L,
         int64_t n) {
  std::vector<float> a(static_cast<size_t>(m * h)), b(a.size());
  linear(x, W0, b0, a.data(), m, k, h, true);
  for (int64_t l = 0; l + 1 < L; ++l) {
    linear(a.data(), Wh + l * h * h, bh + l * h, b.data(), m, h, h, true);
    a.swap(b);
  }
  linear(a.data(), Wo, bo, y, m, h, n, false);
}

}  // namespace

int deep_narrow_mlp_f32(const float* x, const float* W0, const float* b0, const float* Wh,
                        const float* bh, const float* Wo, const float* bo, float* y, int64_t m,
                        int64_t k, int64_t h, int64_t L, int64_t n) {
  run(x, W0, b0, Wh, bh, Wo, bo, y, m, k, h, L, n);
  return 0;
}
