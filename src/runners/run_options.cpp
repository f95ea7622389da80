// SPDX-License-Identifier: Apache-2.0
#include "runners/run_options.hpp"

#include <sstream>

#include "core/args.hpp"

namespace km {

std::vector<uint64_t> parse_seeds(const std::string& text) {
  std::vector<uint64_t> seeds;
  std::stringstream ss(text);
  std::string item;
  while (std::getline(ss, item, ',')) {
    try {
      size_t used = 0;
      seeds.push_back(std::stoull(item, &used));
      if (used != item.size()) throw std::invalid_argument(item);
    } catch (const std::exception&) {
      throw ArgError("--seeds: '" + item + "' is not a non-negative integer");
    }
  }
  if (seeds.empty()) throw ArgError("--seeds: no seed given");
  return seeds;
}

int parse_sample(const std::string& text) {
  if (text.empty() || text.size() > 3 || text.find_first_not_of("0123456789") != std::string::npos)
    throw ArgError("--sample: '" + text + "' is not an integer from 0 to 999");
  return std::stoi(text);
}

std::optional<std::chrono::steady_clock::time_point> deadline_after(
    std::chrono::steady_clock::time_point started, double seconds) {
  if (seconds <= 0) return std::nullopt;
  return started + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                       std::chrono::duration<double>(seconds));
}

}  // namespace km
