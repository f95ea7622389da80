// SPDX-License-Identifier: Apache-2.0

#include <cstdint>
#include <vector>

#include "core/reference.hpp"

// Unpack each column's p = 32 / bits values per word (logical row r * p + j in field j of word r),
// gather the logical rows by q_perm when has_perm, then repack with 4-bit words' nibbles in the
// exllama order: new field j holds old field [0, 2, 4, 6, 1, 3, 5, 7][j].
KM_REFERENCE(gptq_shuffle) {
  auto perm = ctx.in("q_perm");
  auto w = ctx.out("q_weight");  // holds the initial words on entry
  const int64_t rows = ctx.size("rows"), n = ctx.size("n");
  const auto bits = static_cast<int64_t>(ctx.param("bits"));
  const bool has_perm = ctx.param("has_perm") != 0;
  const int64_t p = 32 / bits, k = rows * p;
  const uint32_t mask = bits == 32 ? 0xFFFFFFFFu : (1u << bits) - 1u;
  static const int kExllama4[8] = {0, 2, 4, 6, 1, 3, 5, 7};
  std::vector<uint32_t> old(static_cast<size_t>(rows * n));
  for (int64_t i = 0; i < rows * n; ++i)
    old[static_cast<size_t>(i)] = static_cast<uint32_t>(static_cast<int64_t>(w[i]));
  auto value = [&](int64_t logical, int64_t c) {  // logical row of the old layout
    return (old[static_cast<size_t>((logical / p) * n + c)] >> ((logical % p) * bits)) & mask;
  };
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < n; ++c) {
      uint32_t word = 0;
      for (int64_t j = 0; j < p; ++j) {
        const int64_t src_field = bits == 4 ? kExllama4[j] : j;
        const int64_t i = r * p + src_field;  // new logical row before the nibble shuffle
        const int64_t from = has_perm ? static_cast<int64_t>(perm[i]) : i;
        word |= value(from, c) << (j * bits);
      }
      w[r * n + c] = static_cast<double>(static_cast<int32_t>(word));
    }
  (void)k;
}
