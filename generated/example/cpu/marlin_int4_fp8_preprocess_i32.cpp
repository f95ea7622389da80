// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// Word by word: each nibble v against its zero point z (8 without zero points, else the same
// nibble of the group's qzeros word) becomes v - z, or 15 - v below the zero point.
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
        word |= (vi >= zi ? vi - zi : 15u - vi) << (4 * i);
      }
      out[r * nw + c] = static_cast<int32_t>(word);
    }
  return 0;
}
