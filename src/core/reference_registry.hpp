// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <string_view>
#include <vector>

#include "core/reference.hpp"

namespace km {

struct ReferenceEntry {
  const char* op;
  ReferenceFn fn;
};

/// Every reference under references/, generated at configure time from the file names.
const std::vector<ReferenceEntry>& reference_table();
/// nullptr when the op has no reference.
ReferenceFn find_reference(std::string_view op);
/// SHA-256 over the op's reference source and the reference API, generated at build time
/// whenever either changes; "" when the op has no reference.
const char* reference_sha256(std::string_view op);

}  // namespace km
