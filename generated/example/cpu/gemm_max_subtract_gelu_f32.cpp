// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.linear(x, W, b); z = torch.max(z, dim=1, keepdim=True).values;
// z = z - z.mean(dim=1, keepdim=True); y = F.gelu(z)
//
// Rows in parallel; each row's GEMM outputs in float, their maximum kept NaN-propagating (a NaN
// anywhere in the row makes the row NaN, as torch.max does), then m - m and the erf GELU.
#include <cmath>
#include <vector>

int gemm_max_subtract_gelu_f32(const float* x, const float* W, const float* b, float* y, int64_t m,
                               int64_t k, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i) {
    float mx = -INFINITY;
    for (int64_t j = 0; j < n; ++j) {
      const float* Wr = W + j * k;
      float z = b[j];
      for (int64_t p = 0; p < k; ++p) z += x[i * k + p] * Wr[p];
      if (std::isnan(z) || std::isnan(mx) || z > mx) mx = std::isnan(mx) ? mx : z;
    }
    const float d = mx - mx;  // minus the mean over dim 1, which holds one element
    const float g = 0.5f * d * (1.0f + std::erf(d * 0.70710678f));
    y[i] = static_cast<float>(g);
  }
  return 0;
}
