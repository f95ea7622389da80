// SPDX-License-Identifier: Apache-2.0
// One JSON record per test (compile / correct / perf of one model, platform, task), written
// atomically so that a killed test never leaves half a record for the report to misread.
#pragma once

#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "core/spec.hpp"

namespace km {

// 2: HARNESS_ERROR, the case plan (planned / run / passed), run metadata, perf convergence.
constexpr int kRecordSchema = 2;

/// The fields every record starts with; `sample` is which of the model's samples of the task.
nlohmann::json record_header(const std::string& kind, const std::string& model,
                             const std::string& platform, const Task& task, int sample = 0);
/// Writes to a temporary file beside `file`, then renames it over `file`.
void write_record(const std::filesystem::path& file, const nlohmann::json& record);
std::string utc_now_iso8601();

}  // namespace km
