// SPDX-License-Identifier: Apache-2.0
// List tensors (spec `"list": "<count>"`) as references see them: item i of list `xs` is the
// tensor "xs[i]", each with its own shape (the spec's shape with `item` = i).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/reference.hpp"

namespace km {

inline std::string ref_item_name(std::string_view list, int64_t item) {
  return std::string(list) + "[" + std::to_string(item) + "]";
}

/// Item `item` of input list `list` (read-only).
inline ConstView item_in(const RefContext& ctx, std::string_view list, int64_t item) {
  return ctx.in(ref_item_name(list, item));
}
/// Item `item` of output list `list` (an in-place list's item holds its initial values).
inline View item_out(RefContext& ctx, std::string_view list, int64_t item) {
  return ctx.out(ref_item_name(list, item));
}
/// How many items list `list` has in this case (inputs first, then outputs).
inline int64_t item_count(const RefContext& ctx, std::string_view list) {
  int64_t n = 0;
  while (ctx.inputs.count(ref_item_name(list, n)) || ctx.outputs.count(ref_item_name(list, n))) ++n;
  if (n == 0)
    throw std::out_of_range("reference '" + ctx.op + "' asked for unknown list '" +
                            std::string(list) + "'");
  return n;
}

}  // namespace km
