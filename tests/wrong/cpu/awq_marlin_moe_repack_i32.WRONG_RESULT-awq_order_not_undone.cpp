// Planted defect (self-test only): reads the AWQ words as if packed in plain order (column c in
// slot c % pf), forgetting to undo AWQ's interleave along n; the Marlin tile layout itself is
// right, so only the columns within each group of pf come out swapped.
#include <cstdint>

int awq_marlin_moe_repack_i32(const int32_t* b_q_weight, int32_t* out, int64_t experts,
                              int64_t kt, int64_t nt, int64_t num_bits) {
  const int64_t bits = num_bits, pf = 32 / bits, k = 16 * kt, nw = 64 * nt / pf;
  const int64_t tile_words = 32 * bits, row_words = tile_words * nt;
  const uint32_t mask = (1u << bits) - 1u;
  static const int kOffs[4] = {0, 1, 8, 9};
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t e = 0; e < experts; ++e)
    for (int64_t tk = 0; tk < kt; ++tk) {
      const int32_t* wq = b_q_weight + e * k * nw;
      for (int64_t tn = 0; tn < nt; ++tn)
        for (int64_t p = 0; p < tile_words; ++p) {
          const int64_t t = p / bits, q = p % bits, w = q / (bits / 4), h = q % (bits / 4);
          uint32_t word = 0;
          for (int64_t s = 0; s < pf; ++s) {
            const int64_t j = 4 * h + 2 * (s % (pf / 2)) + s / (pf / 2);
            const int64_t r = 16 * tk + 2 * (t % 4) + kOffs[j % 4];
            const int64_t c = 64 * tn + 16 * w + t / 4 + 8 * (j / 4);
            const int64_t slot = c % pf;  // the defect: GPTQ's plain order along n
            const uint32_t v = (static_cast<uint32_t>(wq[r * nw + c / pf]) >> (bits * slot)) & mask;
            word |= v << (bits * s);
          }
          out[(e * kt + tk) * row_words + tn * tile_words + p] = static_cast<int32_t>(word);
        }
    }
  return 0;
}
