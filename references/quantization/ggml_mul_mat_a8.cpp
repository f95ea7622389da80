// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include <vector>

#include "ggml_q8_1.hpp"

// Y[t, r] = dot(decoded GGUF row r of W, X row t quantised to q8_1), in double (ggml_q8_1.hpp):
// the expected value with fp32 activation scales, vLLM's fp16-scale / activation-sum form as the
// alternative, and the allowance for rounding ties and mixed forms in the term size.
KM_REFERENCE(ggml_mul_mat_a8) {
  auto W = ctx.in("W");
  auto X = ctx.in("X");
  auto Y = ctx.out("Y");
  double* term = ctx.scale("Y");
  double* alt = ctx.alt("Y");
  const int64_t m = ctx.size("m"), n = ctx.size("n"), blocks = ctx.size("blocks");
  const auto type = static_cast<int64_t>(ctx.param("type"));
  const km::ggml::BlockFormat* f = km::ggml::format(type);
  if (!f) throw std::runtime_error("ggml_mul_mat_a8: unknown type " + std::to_string(type));
  const int64_t k = blocks * f->elems, row_bytes = blocks * f->bytes;
  std::vector<km::ggml::Q8Row> a(static_cast<size_t>(m));
  for (int64_t v = 0; v < m; ++v)
    a[static_cast<size_t>(v)] = km::ggml::quantize_q8_1([&](int64_t i) { return X[v * k + i]; }, k);
  km::parallel_for(n, [&](int64_t r) {
    const km::ggml::WRow w = km::ggml::decode_row(
        type, [&](int64_t i) { return static_cast<int>(W[r * row_bytes + i]); }, blocks);
    for (int64_t v = 0; v < m; ++v) {
      const km::ggml::Dot d = km::ggml::dot_q8_1(w, a[static_cast<size_t>(v)], static_cast<double>(k));
      Y[v * n + r] = d.value;
      alt[v * n + r] = d.alt;
      term[v * n + r] = d.term;
    }
  });
}
