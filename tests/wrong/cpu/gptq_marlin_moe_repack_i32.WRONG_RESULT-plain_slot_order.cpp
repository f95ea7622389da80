// Planted defect (self-test only): packs each word's values in plain order (slot s holds value
// j = s, or 4 h + s for 8-bit) instead of Marlin's interleave ([0, 2, 4, 6, 1, 3, 5, 7] for
// nibbles, [0, 2, 1, 3] for bytes) that the fast int4 -> fp16 conversion relies on. Every value
// lands in the right word, so a check of the word set or of slot 0 alone would miss it.
#include <cstdint>

int gptq_marlin_moe_repack_i32(const int32_t* b_q_weight, const int32_t* perm, int32_t* out,
                               int64_t experts, int64_t kt, int64_t nt, int64_t num_bits,
                               int64_t has_perm) {
  const int64_t bits = num_bits, pf = 32 / bits, k = 16 * kt, n = 64 * nt;
  const int64_t tile_words = 32 * bits, row_words = tile_words * nt;
  const uint32_t mask = (1u << bits) - 1u;
  static const int kOffs[4] = {0, 1, 8, 9};
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t e = 0; e < experts; ++e)
    for (int64_t tk = 0; tk < kt; ++tk) {
      const int32_t* wq = b_q_weight + e * (k / pf) * n;
      for (int64_t tn = 0; tn < nt; ++tn)
        for (int64_t p = 0; p < tile_words; ++p) {
          const int64_t t = p / bits, q = p % bits, w = q / (bits / 4), h = q % (bits / 4);
          uint32_t word = 0;
          for (int64_t s = 0; s < pf; ++s) {
            const int64_t j = 4 * h + s;  // the defect: slots in plain order, no interleave
            const int64_t r = 16 * tk + 2 * (t % 4) + kOffs[j % 4];
            const int64_t c = 64 * tn + 16 * w + t / 4 + 8 * (j / 4);
            const int64_t src = has_perm ? perm[e * k + r] : r;
            const uint32_t v = (static_cast<uint32_t>(wq[(src / pf) * n + c]) >> (bits * (src % pf))) & mask;
            word |= v << (bits * s);
          }
          out[(e * kt + tk) * row_words + tn * tile_words + p] = static_cast<int32_t>(word);
        }
    }
  return 0;
}
