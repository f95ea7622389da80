// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.relu(F.linear(x, W0, b0))
// for l in range(L - 1):
//     z = F.relu(F.linear(z, Wh[l], bh[l]))
// y = F.linear(z, Wo, bo)
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

// The inputs widened to fp32 once.
std::vector<float> widen(const km_bf16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
  for (int64_t i = 0; i < len; ++i) v[i] = km_bf16_to_f32(p[i]);
  return v;
}

}  // namespace

int deep_narrow_mlp_bf16(const km_bf16* x, const km_bf16* W0, const km_bf16* b0, const km_bf16* Wh,
                         const km_bf16* bh, const km_bf16* Wo, const km_bf16* bo, km_bf16* y,
                         int64_t m, int64_t k, int64_t h, int64_t L, int64_t n) {
  const std::vector<float> x_v = widen(x, m * k);
  const std::vector<float> W0_v = widen(W0, h * k);
  const std::vector<float> b0_v = widen(b0, h);
  const std::vector<float> Wh_v = widen(Wh, (L - 1) * h * h);
  const std::vector<float> bh_v = widen(bh, (L - 1) * h);
  const std::vector<float> Wo_v = widen(Wo, n * h);
  const std::vector<float> bo_v = widen(bo, n);
  std::vector<float> y_v(static_cast<size_t>(m * n));
  run(x_v.data(), W0_v.data(), b0_v.data(), Wh_v.data(), bh_v.data(), Wo_v.data(), bo_v.data(),
      y_v.data(), m, k, h, L, n);
  for (size_t i = 0; i < y_v.size(); ++i) y[i] = km_f32_to_bf16(y_v[i]);
  return 0;
}
