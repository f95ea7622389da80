// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"
#include "marlin_layout.hpp"

// Per expert: V[r, c] = GPTQ code of row perm[e, r] (row r without act-order), column c, where the
// GPTQ code of row r is bits num_bits * (r % pf) .. of b_q_weight[e, r / pf, c]; V is then packed
// into the Marlin tile layout (marlin_layout.hpp).
KM_REFERENCE(gptq_marlin_moe_repack) {
  auto w = ctx.in("b_q_weight");
  auto perm = ctx.in("perm");
  auto out = ctx.out("out");
  const int64_t experts = ctx.size("experts"), kt = ctx.size("kt"), nt = ctx.size("nt");
  const int64_t bits = static_cast<int64_t>(ctx.param("num_bits"));
  const bool has_perm = ctx.param("has_perm") != 0.0;
  const int64_t pf = 32 / bits, k = 16 * kt, n = 64 * nt, out_words = kt * 32 * bits * nt;
  for (int64_t e = 0; e < experts; ++e) {
    auto code = [&](int64_t r, int64_t c) -> uint32_t {
      const int64_t src = has_perm ? static_cast<int64_t>(perm[e * k + r]) : r;
      const uint32_t word = km::marlin::as_u32(w[(e * (k / pf) + src / pf) * n + c]);
      return (word >> (bits * (src % pf))) & ((1u << bits) - 1u);
    };
    double* o = out.data() + e * out_words;
    km::marlin::pack(code, o, kt, nt, bits);
  }
}
