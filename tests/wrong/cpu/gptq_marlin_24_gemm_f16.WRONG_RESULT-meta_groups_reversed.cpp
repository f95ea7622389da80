// Planted defect (self-test only): takes the four 2:4 groups of each 16-bit metadata word in
// reverse order (group 4 kb + q from nibble 3 - q, as if the first group sat in the high bits).
#include <cstdint>
#include <vector>

int gptq_marlin_24_gemm_f16(const km_f16* a, const int32_t* b_q_weight, const int32_t* b_meta,
                            const km_f16* b_scales, km_f16* out, int64_t m, int64_t kt, int64_t nt,
                            int64_t num_bits, int64_t grouped) {
  const int64_t k = 32 * kt, n = 64 * nt, pf = 32 / num_bits, words = 32 * num_bits;
  const int64_t groups = grouped ? kt / 4 : 1;
  const float bias = static_cast<float>(1 << (num_bits - 1));
  const uint32_t mask = (1u << num_bits) - 1u;
  static const int kRowOff[4] = {0, 1, 8, 9};
  // Kept codes, compressed row-major [k / 2, n].
  std::vector<uint8_t> q(static_cast<size_t>(k / 2 * n));
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t tk = 0; tk < kt; ++tk)
    for (int64_t tn = 0; tn < nt; ++tn)
      for (int64_t p = 0; p < words; ++p) {
        const uint32_t word = static_cast<uint32_t>(b_q_weight[(tk * nt + tn) * words + p]);
        for (int64_t s = 0; s < pf; ++s) {
          const int64_t e = pf * p + 2 * (s % (pf / 2)) + s / (pf / 2);
          const int64_t i = e / 32, j = (e / 8) % 4, u = e % 8;
          const int64_t r = 16 * tk + 2 * (i % 4) + kRowOff[u % 4];
          const int64_t c = 64 * tn + 8 * (i / 4) + 4 * (u / 4) + j;
          q[r * n + c] = static_cast<uint8_t>((word >> (num_bits * s)) & mask);
        }
      }
  std::vector<float> w(static_cast<size_t>(k * n), 0.0f);
#pragma omp parallel for schedule(static)
  for (int64_t c = 0; c < n; ++c) {
    const int64_t sc = groups > 1 ? c - c % 8 + 2 * (c % 4) + (c % 8) / 4 : c;
    const int64_t col = 64 * (c / 64) + 32 * ((c % 4) / 2) + 4 * ((c % 64) / 8) + 2 * (c % 2);
    const int half = 16 * static_cast<int>((c % 8) / 4);
    for (int64_t kb = 0; kb < k / 16; ++kb) {
      const uint32_t word = static_cast<uint32_t>(b_meta[(kb / 2) * n + col + kb % 2]);
      const uint32_t meta = (word >> half) & 0xFFFFu;
      for (int64_t nq = 0; nq < 4; ++nq) {
        const int64_t g = 4 * kb + nq;
        const uint32_t nib = (meta >> (4 * (3 - nq))) & 15u;  // the defect
        const float s = km_f16_to_f32(b_scales[(4 * g) / (k / groups) * n + sc]);
        w[(4 * g + (nib & 3u)) * n + c] = (static_cast<float>(q[2 * g * n + c]) - bias) * s;
        w[(4 * g + (nib >> 2)) * n + c] = (static_cast<float>(q[(2 * g + 1) * n + c]) - bias) * s;
      }
    }
  }
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i) {
    std::vector<float> acc(static_cast<size_t>(n), 0.0f);
    for (int64_t r = 0; r < k; ++r) {
      const float av = km_f16_to_f32(a[i * k + r]);
      const float* wr = w.data() + r * n;
      for (int64_t c = 0; c < n; ++c) acc[c] += av * wr[c];
    }
    for (int64_t c = 0; c < n; ++c) out[i * n + c] = km_f32_to_f16(acc[c]);
  }
  return 0;
}
