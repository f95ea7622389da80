// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <string_view>
#include <vector>

#include "core/reference.hpp"

namespace km {

struct ReferenceEntry {
  const char* op;
  ReferenceFn fn;
  PointReferenceFn at = nullptr;  // KM_REFERENCE_AT, where the file defines one
  const char* sha256 = "";        // of the reference's source and the reference API
};

/// Every reference under references/, generated at build time from the file names.
const std::vector<ReferenceEntry>& reference_table();
/// nullptr when the op has no reference.
ReferenceFn find_reference(std::string_view op);
/// nullptr when the op has no point reference.
PointReferenceFn find_point_reference(std::string_view op);
/// SHA-256 over the op's reference source and the reference API, generated at build time
/// whenever either changes; "" when the op has no reference.
const char* reference_sha256(std::string_view op);

}  // namespace km
