// SPDX-License-Identifier: Apache-2.0
// What every record says about the run behind it: which harness (commit), spec, reference and
// module judged it, with which toolchain, on which host. Results from several hosts and build
// trees can then be merged and told apart.
#pragma once

#include <filesystem>

#include <nlohmann/json.hpp>

#include "core/spec.hpp"

namespace km {

/// The build's identity (build/kernelmark/build_info.json, beside the runners' bin/ folder):
/// harness commit, whether the tree had local changes, compilers and flags per platform. An
/// object with "error" when the file is missing or unreadable.
nlohmann::json build_info();

/// The host: CPU model, logical cores, kernel release, host name.
nlohmann::json host_info();

/// Metadata of one runner's record: harness, toolchain of `platform`, content hashes of the spec,
/// the op's reference and the module, and the host. A hash that cannot be computed is reported
/// as such, never omitted.
nlohmann::json run_metadata(const Task& task, const std::string& platform,
                            const std::filesystem::path& module);

}  // namespace km
