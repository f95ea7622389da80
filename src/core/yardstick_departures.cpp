// SPDX-License-Identifier: Apache-2.0
#include "core/yardstick_departures.hpp"

#include <fstream>
#include <map>
#include <stdexcept>

#include <nlohmann/json.hpp>

namespace km {

namespace {

using json = nlohmann::json;

[[noreturn]] void bad(const std::filesystem::path& file, const std::string& field,
                      const std::string& what) {
  throw std::runtime_error(file.string() + ": " + field + ": " + what);
}

std::string text(const json& e, const std::filesystem::path& file, const std::string& field) {
  if (!e.is_string()) bad(file, field, "must be a string");
  return e.get<std::string>();
}

// The whole-task kinds and what the yardstick does on the task (the verdicts their tests expect
// are cmake/KernelMarkYardstickDepartures.cmake's); any other variant names an input variant.
const std::map<std::string, std::string>& whole_task_kinds() {
  static const std::map<std::string, std::string> kinds = {
      {"*", "gives wrong answers"},
      {"raises", "raises"},
      {"oob", "reads or writes past a buffer"},
      {"crashes", "crashes"},
      {"nondeterministic", "gives answers that change between runs of a case, some wrong"}};
  return kinds;
}

}  // namespace

std::string YardstickDeparture::describe(const std::string& label) const {
  auto kind = whole_task_kinds().find(variant);
  const std::string does =
      kind != whole_task_kinds().end() ? kind->second : whole_task_kinds().at("*");
  return label + " departs from the spec on this task (it " + does +
         ", a listed departure, so it is not timed): " + why;
}

std::optional<YardstickDeparture> whole_task_departure(const std::filesystem::path& file,
                                                       const std::string& key,
                                                       const std::string& task,
                                                       const std::string& device) {
  std::ifstream in(file);
  if (!in) bad(file, "(file)", "cannot be read");
  json doc = json::parse(in, nullptr, false);
  if (doc.is_discarded() || !doc.is_object()) bad(file, "(file)", "is not a JSON object");
  if (!doc.contains("format") || doc["format"] != 1) bad(file, "format", "must be 1");
  if (!doc.contains(key) || !doc[key].is_array()) bad(file, key, "must be an array of entries");
  std::optional<YardstickDeparture> found;
  for (size_t i = 0; i < doc[key].size(); ++i) {
    const json& e = doc[key][i];
    const std::string at = key + "[" + std::to_string(i) + "]";
    if (!e.is_object()) bad(file, at, "must be an object");
    for (const char* f : {"task", "device", "variant", "why"})
      if (!e.contains(f)) bad(file, at + "." + f, "is missing");
    const std::string t = text(e["task"], file, at + ".task");
    const std::string d = text(e["device"], file, at + ".device");
    const std::string v = text(e["variant"], file, at + ".variant");
    if (t != task || (!d.empty() && d != device)) continue;
    if (!whole_task_kinds().count(v)) continue;  // an input variant only
    if (!found) found = YardstickDeparture{v, text(e["why"], file, at + ".why")};
  }
  return found;
}

}  // namespace km
