// SPDX-License-Identifier: Apache-2.0
// What a runner is asked to judge: one task of one spec, one module of one model.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "core/spec.hpp"

namespace km {

struct RunTarget {
  Spec spec;
  Task task;
  std::string model;
  std::string platform;
  std::filesystem::path module;
  std::filesystem::path record;
};

/// Seeds as "101,202,303".
std::vector<uint64_t> parse_seeds(const std::string& text);

}  // namespace km
