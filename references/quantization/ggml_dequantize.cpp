// SPDX-License-Identifier: Apache-2.0
#include "core/reference.hpp"

#include <vector>

#include "ggml_util.hpp"

// y[r, i * QK + k] = value k of block i of row r of the GGUF bytes W, decoded in double
// (ggml_util.hpp); the term sizes (|scaled code| + |minimum|) go to ctx.scale("y").
KM_REFERENCE(ggml_dequantize) {
  auto W = ctx.in("W");
  auto y = ctx.out("y");
  double* terms = ctx.scale("y");
  const int64_t rows = ctx.size("rows"), blocks = ctx.size("blocks");
  const auto type = static_cast<int64_t>(ctx.param("type"));
  const km::ggml::BlockFormat* f = km::ggml::format(type);
  if (!f) throw std::runtime_error("ggml_dequantize: unknown type " + std::to_string(type));
  km::parallel_for(rows * blocks, [&](int64_t rb) {
    const int64_t base = rb * f->bytes;
    km::ggml::decode(
        type, [&](int64_t i) { return static_cast<int>(W[base + i]); }, y.data() + rb * f->elems,
        terms + rb * f->elems);
  });
}
