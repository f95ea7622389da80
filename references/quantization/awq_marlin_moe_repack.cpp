// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"
#include "marlin_layout.hpp"

// Per expert: W[r, c] = slot (x % 2) * (pf / 2) + x / 2 (x = c % pf) of b_q_weight[e, r, c / pf]
// (AWQ's interleaved order along n), packed into the Marlin tile layout (marlin_layout.hpp).
KM_REFERENCE(awq_marlin_moe_repack) {
  auto w = ctx.in("b_q_weight");
  auto out = ctx.out("out");
  const int64_t experts = ctx.size("experts"), kt = ctx.size("kt"), nt = ctx.size("nt");
  const int64_t bits = static_cast<int64_t>(ctx.param("num_bits"));
  const int64_t pf = 32 / bits, k = 16 * kt, nw = 64 * nt / pf, out_words = kt * 32 * bits * nt;
  for (int64_t e = 0; e < experts; ++e) {
    auto code = [&](int64_t r, int64_t c) -> uint32_t {
      const int64_t x = c % pf, slot = (x % 2) * (pf / 2) + x / 2;
      const uint32_t word = km::marlin::as_u32(w[(e * k + r) * nw + c / pf]);
      return (word >> (bits * slot)) & ((1u << bits) - 1u);
    };
    km::marlin::pack(code, out.data() + e * out_words, kt, nt, bits);
  }
}
