// Planted defect (self-test only): subtracts the zero point modulo 16 ((v - z) & 15), the natural
// guess, where the op maps codes below the zero point to 15 - v instead; codes at or above it are
// right, so about half the nibbles of a word differ.
#include <cstdint>

int marlin_int4_fp8_preprocess_i32(const int32_t* qweight, const int32_t* qzeros, int32_t* out,
                                   int64_t kb, int64_t nw, int64_t groups, int64_t has_zp) {
  const int64_t k = 32 * kb, gs = k / groups;
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < k; ++r)
    for (int64_t c = 0; c < nw; ++c) {
      const uint32_t v = static_cast<uint32_t>(qweight[r * nw + c]);
      const uint32_t z = has_zp ? static_cast<uint32_t>(qzeros[(r / gs) * nw + c]) : 0x88888888u;
      uint32_t word = 0;
      for (int i = 0; i < 8; ++i) {
        const uint32_t vi = (v >> (4 * i)) & 15u, zi = (z >> (4 * i)) & 15u;
        word |= ((vi - zi) & 15u) << (4 * i);  // the defect: wraps modulo 16
      }
      out[r * nw + c] = static_cast<int32_t>(word);
    }
  return 0;
}
