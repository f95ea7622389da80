// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.linear(x, W, b); z = F.dropout(z, p, training=True); z = torch.mean(z, dim=1, keepdim=True);
// y = torch.softmax(z, dim=1)
//
// Rows in parallel; each row's linear outputs in fp32 (dropout applied by a per-element hash of
// (row, column) against p, kept ones scaled by 1 / (1 - p), dropped ones times 0 so NaN and inf
// stay non-finite), their mean in double, then the softmax over the single element: exp(mean -
// mean) / exp(mean - mean), 1 for a finite mean and NaN otherwise.
#include <cmath>
#include <cstdint>

namespace {
inline double hash_uniform(uint64_t c) {
  c ^= c >> 31;
  c *= 0x7FB5D329728EA185ull;
  c ^= c >> 27;
  c *= 0x81DADEF4BC2DD44Dull;
  c ^= c >> 33;
  return static_cast<double>(c >> 11) * 0x1.0p-53;
}
}  // namespace

int matmul_dropout_mean_softmax_bf16(const km_bf16* x, const km_bf16* W, const km_bf16* b, km_bf16* y,
                                int64_t m, int64_t k, int64_t n, double p) {
  const float scale = static_cast<float>(1.0 / (1.0 - p));
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i) {
    double sum = 0;
    for (int64_t j = 0; j < n; ++j) {
      float z = km_bf16_to_f32(b[j]);
      for (int64_t t = 0; t < k; ++t) z += km_bf16_to_f32(x[i * k + t]) * km_bf16_to_f32(W[j * k + t]);
      const bool keep = hash_uniform(static_cast<uint64_t>(i * n + j) + 0x9E3779B97F4A7C15ull) >= p;
      sum += z * (keep ? scale : 0.0f);
    }
    const double mean = sum / static_cast<double>(n);
    y[i] = km_f32_to_bf16(static_cast<float>(std::exp(mean - mean) / std::exp(mean - mean)));
  }
  return 0;
}
