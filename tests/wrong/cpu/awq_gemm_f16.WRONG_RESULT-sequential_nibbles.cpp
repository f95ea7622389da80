// Planted defect (self-test only): reads column c from nibble c % 8 (GPTQ's sequential order)
// instead of AWQ's interleaved order (column c in nibble [0, 4, 1, 5, 2, 6, 3, 7][c % 8]).
// Columns 8i and 8i + 7 are right, the other six of every eight are not.
#include <cstdint>
#include <vector>

static inline float awq_nibble(int32_t word, int64_t c) {
  const int shift = 4 * static_cast<int>(c % 8);  // the defect: sequential nibbles
  return static_cast<float>((static_cast<uint32_t>(word) >> shift) & 15u);
}

int awq_gemm_f16(const km_f16* x, const int32_t* qweight, const km_f16* scales,
                 const int32_t* qzeros, km_f16* out, int64_t m, int64_t groups, int64_t g,
                 int64_t nw) {
  const int64_t k = groups * g, n = 8 * nw;
  std::vector<float> w(static_cast<size_t>(k * n));
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < k; ++r)
    for (int64_t c = 0; c < n; ++c)
      w[r * n + c] = (awq_nibble(qweight[r * nw + c / 8], c) -
                      awq_nibble(qzeros[(r / g) * nw + c / 8], c)) *
                     km_f16_to_f32(scales[(r / g) * n + c]);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i) {
    std::vector<float> acc(static_cast<size_t>(n), 0.0f);
    for (int64_t p = 0; p < k; ++p) {
      const float xv = km_f16_to_f32(x[i * k + p]);
      for (int64_t c = 0; c < n; ++c) acc[c] += xv * w[p * n + c];
    }
    for (int64_t c = 0; c < n; ++c) out[i * n + c] = km_f32_to_f16(acc[c]);
  }
  return 0;
}
