// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// Gathers each Marlin word from its tile position: word p, slot s of a 16 x 64 tile holds row
// 2 (t % 4) + [0, 1, 8, 9][j % 4], column 16 w + t / 4 + 8 (j / 4) (t, w, j from p and s as the
// spec says), the row taken through perm under act-order.
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
            const int64_t j = 4 * h + 2 * (s % (pf / 2)) + s / (pf / 2);
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
