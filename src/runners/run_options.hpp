// SPDX-License-Identifier: Apache-2.0
// What a runner is asked to judge: one task of one spec, one module of one model.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <optional>
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
  int sample = 0;  // which of a model's samples of the task (0: <task><ext>, k: <task>.s<k><ext>)
  /// "model.platform.task" plus ".s<k>" for sample k > 0: the CTest id after the stage name.
  std::string id() const {
    return model + "." + platform + "." + task.name() +
           (sample ? ".s" + std::to_string(sample) : std::string());
  }
};

/// --sample: a non-negative integer.
int parse_sample(const std::string& text);

/// Seeds as "101,202,303".
std::vector<uint64_t> parse_seeds(const std::string& text);

/// --deadline SEC after `started` (0: none), for HarnessOptions.deadline: no call of the run
/// waits past it (WorkerClient::set_deadline).
std::optional<std::chrono::steady_clock::time_point> deadline_after(
    std::chrono::steady_clock::time_point started, double seconds);

}  // namespace km
