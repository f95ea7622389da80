// SPDX-License-Identifier: Apache-2.0
#include "core/args.hpp"

#include <cmath>

#include <fmt/format.h>

namespace km {

Args::Args(int argc, char** argv, int first, std::set<std::string> known,
           std::set<std::string> flags) {
  for (int i = first; i < argc; ++i) {
    std::string a = argv[i];
    if (a.rfind("--", 0) != 0) {
      positional_.push_back(a);
      continue;
    }
    std::string key = a.substr(2), value;
    if (auto eq = key.find('='); eq != std::string::npos) {
      value = key.substr(eq + 1);
      key = key.substr(0, eq);
    } else if (flags.count(key)) {
      value = "1";
    } else {
      if (i + 1 >= argc) throw ArgError("option --" + key + " needs a value");
      value = argv[++i];
    }
    if (!known.count(key) && !flags.count(key)) throw ArgError("unknown option --" + key);
    values_[key] = value;
    all_[key].push_back(value);
  }
}

std::string Args::get(const std::string& key) const {
  auto it = values_.find(key);
  if (it == values_.end()) throw ArgError("missing option --" + key);
  return it->second;
}

std::vector<std::string> Args::all(const std::string& key) const {
  auto it = all_.find(key);
  return it == all_.end() ? std::vector<std::string>{} : it->second;
}

std::string Args::get_or(const std::string& key, const std::string& fallback) const {
  auto it = values_.find(key);
  return it == values_.end() ? fallback : it->second;
}

double Args::number(const std::string& key, double fallback, double min) const {
  auto it = values_.find(key);
  if (it == values_.end()) return fallback;
  const std::string& v = it->second;
  size_t used = 0;
  double x = 0;
  try {
    x = std::stod(v, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (v.empty() || used != v.size() || !std::isfinite(x) || !(x >= min)) {
    throw ArgError(fmt::format("--{}: '{}' is not a number of at least {}", key, v, min));
  }
  return x;
}

}  // namespace km
