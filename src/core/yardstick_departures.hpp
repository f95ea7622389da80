// SPDX-License-Identifier: Apache-2.0
// Where a torch yardstick departs from a spec on a whole task: the list the yardstick tests expect
// (cmake/KernelMarkYardstickDepartures.cmake), written at configure time as
// build/kernelmark/yardstick-departures.json and read by the perf runner, which leaves such a
// yardstick absent with its why instead of timing it. Before this, a task whose torch.compile
// reads past a buffer (cpu fused_qk_norm_rope, OUT_OF_BOUNDS against a protected page) was timed
// in perf as if nothing were wrong: perf's buffers end in guard zones, not protected pages.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace km {

struct YardstickDeparture {
  std::string variant;  // "*" (wrong answers), "raises", "oob" (past a buffer), "crashes",
                        // "nondeterministic"
  std::string why;
  /// One line for the record: what the yardstick does on the task and why it is not timed.
  std::string describe(const std::string& label) const;
};

/// The whole-task departure of yardstick `key` ("torch_eager", "torch_compile") on `task` on the
/// torch device `device`, if the list in `file` holds one (an entry for every device or for this
/// one). Variant departures (an input variant torch misses) are not whole-task ones: perf's bench
/// inputs draw no variant. Throws, naming the file and the field, on a missing or malformed file.
std::optional<YardstickDeparture> whole_task_departure(const std::filesystem::path& file,
                                                       const std::string& key,
                                                       const std::string& task,
                                                       const std::string& device);

}  // namespace km
