// SPDX-License-Identifier: Apache-2.0
#include "core/run_info.hpp"

#include <sys/utsname.h>
#include <unistd.h>

#include <fstream>
#include <thread>

#include "core/paths.hpp"
#include "core/reference_registry.hpp"
#include "core/sha256.hpp"

namespace km {

using json = nlohmann::json;

json build_info() {
  static const json info = [] {
    auto file = executable_dir().parent_path() / "kernelmark" / "build_info.json";
    std::ifstream in(file);
    if (!in) return json{{"error", "no " + file.string() + " (build the target km_build_info)"}};
    json j = json::parse(in, nullptr, false);
    if (j.is_discarded() || !j.is_object())
      return json{{"error", file.string() + " is not valid JSON"}};
    return j;
  }();
  return info;
}

json host_info() {
  json h;
  std::ifstream cpuinfo("/proc/cpuinfo");
  for (std::string line; std::getline(cpuinfo, line);) {
    if (line.rfind("model name", 0) != 0) continue;
    auto colon = line.find(':');
    if (colon != std::string::npos) h["cpu"] = line.substr(line.find_first_not_of(' ', colon + 1));
    break;
  }
  h["logical_cores"] = std::thread::hardware_concurrency();
  utsname u{};
  if (::uname(&u) == 0) {
    h["kernel"] = std::string(u.sysname) + " " + u.release;
    h["hostname"] = u.nodename;
  }
  return h;
}

json run_metadata(const Task& task, const std::string& platform,
                  const std::filesystem::path& module) {
  auto hash = [](const std::filesystem::path& f) -> json {
    try {
      return sha256_file(f);
    } catch (const std::exception& e) {
      return std::string("unavailable: ") + e.what();
    }
  };
  json b = build_info();
  json m = {{"harness_commit", b.value("harness_commit", "unknown")},
            {"harness_dirty", b.value("harness_dirty", false)},
            {"harness_tree_sha256", b.value("harness_tree_sha256", "unknown")},
            {"harness_compiler", b.value("harness_compiler", "unknown")},
            {"spec_sha256", hash(task.spec->file)},
            {"reference_sha256", reference_sha256(task.spec->name)},
            {"host", host_info()}};
  if (!task.spec->overlay.empty()) m["private_overlay_sha256"] = hash(task.spec->overlay);
  if (b.contains("error")) m["build_info_error"] = b["error"];
  if (b.contains("platforms") && b["platforms"].contains(platform))
    m["toolchain"] = b["platforms"][platform];
  if (!module.empty()) m["module_sha256"] = hash(module);
  return m;
}

}  // namespace km
