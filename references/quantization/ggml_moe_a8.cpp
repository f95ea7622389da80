// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include <algorithm>
#include <vector>

#include "ggml_q8_1.hpp"

// For each position j < num_tokens_post_padded of sorted_token_ids holding a pair p < tokens *
// top_k: Y[p, r] = dot(decoded row r of expert expert_ids[j / 4]'s GGUF weights, X row p / top_k
// quantised to q8_1), in double (ggml_q8_1.hpp: expected value, vLLM's form as the alternative,
// the allowance in the term size). Entries >= tokens * top_k are padding.
KM_REFERENCE(ggml_moe_a8) {
  auto X = ctx.in("X");
  auto W = ctx.in("W");
  auto sorted = ctx.in("sorted_token_ids");
  auto eids = ctx.in("expert_ids");
  auto npp = ctx.in("num_tokens_post_padded");
  auto Y = ctx.out("Y");
  double* term = ctx.scale("Y");
  double* alt = ctx.alt("Y");
  const int64_t tokens = ctx.size("tokens"), top_k = ctx.size("top_k"), experts = ctx.size("experts");
  const int64_t n = ctx.size("n"), blocks = ctx.size("blocks"), sblocks = ctx.size("sblocks");
  const auto type = static_cast<int64_t>(ctx.param("type"));
  const km::ggml::BlockFormat* f = km::ggml::format(type);
  if (!f) throw std::runtime_error("ggml_moe_a8: unknown type " + std::to_string(type));
  const int64_t k = blocks * f->elems, row_bytes = blocks * f->bytes, pairs = tokens * top_k;
  const int64_t valid = std::min(static_cast<int64_t>(npp[0]), sblocks * 4);
  std::vector<int64_t> pos(static_cast<size_t>(pairs), -1);  // sorted position of each pair
  for (int64_t j = 0; j < valid; ++j) {
    const auto p = static_cast<int64_t>(sorted[j]);
    if (p < 0) throw std::runtime_error("ggml_moe_a8: sorted_token_ids[" + std::to_string(j) + "] is negative");
    if (p >= pairs) continue;
    const auto e = static_cast<int64_t>(eids[j / 4]);
    if (e < 0 || e >= experts)
      throw std::runtime_error("ggml_moe_a8: expert_ids[" + std::to_string(j / 4) + "] = " +
                               std::to_string(e) + " is not an expert in [0, experts)");
    pos[static_cast<size_t>(p)] = j;
  }
  std::vector<km::ggml::Q8Row> a(static_cast<size_t>(tokens));
  for (int64_t t = 0; t < tokens; ++t)
    a[static_cast<size_t>(t)] = km::ggml::quantize_q8_1([&](int64_t i) { return X[t * k + i]; }, k);
  km::parallel_for(pairs * n, [&](int64_t pr) {
    const int64_t p = pr / n, r = pr % n, j = pos[static_cast<size_t>(p)];
    if (j < 0) throw std::runtime_error("ggml_moe_a8: pair " + std::to_string(p) + " is in no valid entry of sorted_token_ids");
    const auto e = static_cast<int64_t>(eids[j / 4]);
    const km::ggml::WRow w = km::ggml::decode_row(
        type, [&](int64_t i) { return static_cast<int>(W[(e * n + r) * row_bytes + i]); }, blocks);
    const km::ggml::Dot d = km::ggml::dot_q8_1(w, a[static_cast<size_t>(p / top_k)], static_cast<double>(k));
    Y[pr] = d.value;
    alt[pr] = d.alt;
    term[pr] = d.term;
  });
}
