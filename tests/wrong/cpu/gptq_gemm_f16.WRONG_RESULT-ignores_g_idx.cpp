// Planted defect (self-test only): ignores g_idx and takes row r's group as r / ceil(k / groups)
// (contiguous groups, right only without act-order). The spec's g_idx assigns rows to groups at
// random, so most rows get another group's scales and zeros.
#include <cstdint>
#include <vector>

static inline float gptq_nibble(int32_t word, int64_t j) {
  return static_cast<float>((static_cast<uint32_t>(word) >> (4 * j)) & 15u);
}

int gptq_gemm_f16(const km_f16* a, const int32_t* qweight, const int32_t* qzeros,
                  const km_f16* scales, const int32_t* g_idx, km_f16* out, int64_t m, int64_t kw,
                  int64_t nw, int64_t groups) {
  const int64_t k = 8 * kw, n = 8 * nw;
  std::vector<float> w(static_cast<size_t>(k * n));
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < k; ++r) {
    (void)g_idx;
    const int64_t grp = r / ((k + groups - 1) / groups);  // the defect: contiguous groups
    for (int64_t c = 0; c < n; ++c)
      w[r * n + c] = (gptq_nibble(qweight[(r / 8) * n + c], r % 8) -
                      (gptq_nibble(qzeros[grp * nw + c / 8], c % 8) + 1.0f)) *
                     km_f16_to_f32(scales[grp * n + c]);
  }
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i) {
    std::vector<float> acc(static_cast<size_t>(n), 0.0f);
    for (int64_t p = 0; p < k; ++p) {
      const float av = km_f16_to_f32(a[i * k + p]);
      for (int64_t c = 0; c < n; ++c) acc[c] += av * w[p * n + c];
    }
    for (int64_t c = 0; c < n; ++c) out[i * n + c] = km_f32_to_f16(acc[c]);
  }
  return 0;
}
