// SPDX-License-Identifier: Apache-2.0
#include "core/record.hpp"

#include <unistd.h>

#include <chrono>
#include <ctime>
#include <fstream>
#include <stdexcept>

namespace km {

nlohmann::json record_header(const std::string& kind, const std::string& model,
                             const std::string& platform, const Task& task, int sample) {
  return {{"schema", kRecordSchema},
          {"kind", kind},
          {"model", model},
          {"platform", platform},
          {"task", task.name()},
          {"sample", sample},
          {"op", task.spec->name},
          {"category", task.spec->category},
          {"source", task.spec->source},
          {"dtype", task.dtype_name()},
          {"time", utc_now_iso8601()}};
}

void write_record(const std::filesystem::path& file, const nlohmann::json& record) {
  // A bare file name (--record r.json) has no parent to create: create_directories("") throws.
  if (!file.parent_path().empty()) std::filesystem::create_directories(file.parent_path());
  std::filesystem::path tmp = file;
  tmp += ".tmp" + std::to_string(getpid());
  {
    std::ofstream out(tmp);
    if (!out) throw std::runtime_error("cannot write record " + tmp.string());
    out << record.dump(2) << "\n";
    if (!out.flush()) throw std::runtime_error("cannot write record " + tmp.string());
  }
  std::filesystem::rename(tmp, file);
}

std::string utc_now_iso8601() {
  std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

}  // namespace km
