// SPDX-License-Identifier: Apache-2.0
// report.html: the summary as one self-contained page (inline CSS, inline SVG charts, a few lines
// of inline script to filter the task table; nothing loaded from the network).
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace km {

/// Every figure a test may look for carries data-model, data-platform and data-metric attributes
/// (compile_rate, pass_rate, fast_1, geomean_speedup, pass_at_<k>); the script sets
/// data-ready="1" on <body> once it has run.
std::string report_html(const nlohmann::json& summary);

/// Text safe inside HTML elements and attribute values.
std::string html_escape(const std::string& s);

/// The torch yardsticks any group was compared with ("torch_compile", "torch_eager"), sorted.
std::vector<std::string> html_yardstick_keys(const nlohmann::json& summary);
/// The "Yardsticks" section (report_html_yardsticks.cpp): per group and yardstick, fast_0..fast_2
/// and the geomean, each cell with data-metric="<yardstick>.<figure>"; "" without torch yardsticks.
std::string html_yardstick_table(const nlohmann::json& summary);
/// One <td> per key: a correct task's geomean speedup against that yardstick, or "-".
std::string html_yardstick_cells(const nlohmann::json& task, const std::vector<std::string>& keys);

}  // namespace km
