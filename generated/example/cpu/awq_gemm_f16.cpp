// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// Dequantise W once in fp32 (column c is nibble [0, 4, 1, 5, 2, 6, 3, 7][c % 8] of its word:
// AWQ's interleaved order), then a plain fp32 GEMM, rounded once to fp16.
#include <cstdint>
#include <vector>

static inline float awq_nibble(int32_t word, int64_t c) {
  const int shift = 4 * static_cast<int>((c % 8) / 2 + 4 * (c % 2));
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
