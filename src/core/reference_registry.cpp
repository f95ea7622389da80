// SPDX-License-Identifier: Apache-2.0
#include "core/reference_registry.hpp"

namespace km {

ReferenceFn find_reference(std::string_view op) {
  for (const ReferenceEntry& e : reference_table())
    if (op == e.op) return e.fn;
  return nullptr;
}

const char* reference_sha256(std::string_view op) {
  for (const ReferenceEntry& e : reference_table())
    if (op == e.op) return e.sha256;
  return "";
}

PointReferenceFn find_point_reference(std::string_view op) {
  for (const ReferenceEntry& e : reference_table())
    if (op == e.op) return e.at;
  return nullptr;
}

}  // namespace km
