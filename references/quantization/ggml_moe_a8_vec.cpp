// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include <vector>

#include "ggml_q8_1.hpp"

// Y[t * top_k + s, r] = dot(decoded row r of expert topk_ids[t, s]'s GGUF weights, X row t
// quantised to q8_1), in double (ggml_q8_1.hpp: expected value, vLLM's form as the alternative,
// the allowance in the term size).
KM_REFERENCE(ggml_moe_a8_vec) {
  auto X = ctx.in("X");
  auto W = ctx.in("W");
  auto ids = ctx.in("topk_ids");
  auto Y = ctx.out("Y");
  double* term = ctx.scale("Y");
  double* alt = ctx.alt("Y");
  const int64_t tokens = ctx.size("tokens"), top_k = ctx.size("top_k"), experts = ctx.size("experts");
  const int64_t n = ctx.size("n"), blocks = ctx.size("blocks");
  const auto type = static_cast<int64_t>(ctx.param("type"));
  const km::ggml::BlockFormat* f = km::ggml::format(type);
  if (!f) throw std::runtime_error("ggml_moe_a8_vec: unknown type " + std::to_string(type));
  const int64_t k = blocks * f->elems, row_bytes = blocks * f->bytes;
  for (int64_t p = 0; p < tokens * top_k; ++p)
    if (ids[p] < 0 || ids[p] >= experts)
      throw std::runtime_error("ggml_moe_a8_vec: topk_ids[" + std::to_string(p) + "] = " +
                               std::to_string(ids[p]) + " is not an expert in [0, experts)");
  std::vector<km::ggml::Q8Row> a(static_cast<size_t>(tokens));
  for (int64_t t = 0; t < tokens; ++t)
    a[static_cast<size_t>(t)] = km::ggml::quantize_q8_1([&](int64_t i) { return X[t * k + i]; }, k);
  km::parallel_for(tokens * top_k * n, [&](int64_t pr) {
    const int64_t p = pr / n, r = pr % n, e = static_cast<int64_t>(ids[p]);
    const km::ggml::WRow w = km::ggml::decode_row(
        type, [&](int64_t i) { return static_cast<int>(W[(e * n + r) * row_bytes + i]); }, blocks);
    const km::ggml::Dot d = km::ggml::dot_q8_1(w, a[static_cast<size_t>(p / top_k)], static_cast<double>(k));
    Y[pr] = d.value;
    alt[pr] = d.alt;
    term[pr] = d.term;
  });
}
