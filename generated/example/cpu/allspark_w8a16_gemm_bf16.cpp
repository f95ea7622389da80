// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// Undoes the N32K16 order into a dense fp32 weight ((q - 128 - z) * s, the per-channel scale and
// zero read through their per-32-column reordering), then a plain fp32 GEMM rounded once.
#include <cstdint>
#include <vector>

int allspark_w8a16_gemm_bf16(const km_bf16* a, const uint8_t* b_qweight, const km_bf16* b_scales,
                           const km_bf16* b_qzeros, km_bf16* out, int64_t m, int64_t kb, int64_t nb,
                           int64_t has_zp) {
  const int64_t k = 16 * kb, n = 32 * nb;
  std::vector<float> w(static_cast<size_t>(k * n));
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < k; ++r) {
    const int64_t x = r % 16;
    for (int64_t c = 0; c < n; ++c) {
      const int64_t row = 8 * (c / 32) + c % 8;
      const int64_t col = 64 * (r / 16) + 16 * ((x / 2) % 4) + 8 * ((c % 32) / 16) +
                          4 * ((c % 16) / 8) + 2 * (x / 8) + x % 2;
      const int64_t si = 32 * (c / 32) + 4 * (c % 8) + (c % 32) / 8;
      const float z = has_zp ? km_bf16_to_f32(b_qzeros[si]) : 0.0f;
      w[r * n + c] =
          (static_cast<float>(b_qweight[row * 4 * k + col]) - 128.0f - z) * km_bf16_to_f32(b_scales[si]);
    }
  }
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i) {
    std::vector<float> acc(static_cast<size_t>(n), 0.0f);
    for (int64_t r = 0; r < k; ++r) {
      const float av = km_bf16_to_f32(a[i * k + r]);
      for (int64_t c = 0; c < n; ++c) acc[c] += av * w[r * n + c];
    }
    for (int64_t c = 0; c < n; ++c) out[i * n + c] = km_f32_to_bf16(acc[c]);
  }
  return 0;
}
