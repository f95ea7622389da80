// SPDX-License-Identifier: Apache-2.0
// A JSON Schema checker for the subset of draft 2020-12 that operators/spec.schema.json uses, so a
// spec is checked against the published schema (the one editors load) without a dependency.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace km {

/// One violation: the field in the loader's notation ("inputs[0].init.dist"; "(json)" for the
/// document itself) and what is wrong with it.
struct SchemaProblem {
  std::string field;
  std::string problem;
};

/// Every violation of `schema` by `doc`. A keyword this checker does not implement throws
/// std::invalid_argument naming it: a schema constraint is never silently ignored.
std::vector<SchemaProblem> check_schema(const nlohmann::json& schema, const nlohmann::json& doc);

}  // namespace km
