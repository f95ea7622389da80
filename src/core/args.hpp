// SPDX-License-Identifier: Apache-2.0
// `--key value` / `--flag` command lines for the CLI and runners. Unknown or missing options are
// errors that name the option, so a typo never silently runs a different case.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace km {

struct ArgError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Args {
 public:
  /// `known` lists the accepted option names (without dashes); flags take no value.
  Args(int argc, char** argv, int first, std::set<std::string> known,
       std::set<std::string> flags = {});

  std::string get(const std::string& key) const;  // throws ArgError when missing
  std::string get_or(const std::string& key, const std::string& fallback) const;
  /// A number of at least `min` (seconds, a ratio), or `fallback` when the option is absent. A
  /// value that is not wholly a finite number, or is under `min`, throws ArgError naming the
  /// option and the value: `--timeout 3O` or `--cpu-limit -1` must not run with another limit.
  double number(const std::string& key, double fallback, double min = 0) const;
  bool has(const std::string& key) const { return values_.count(key) > 0; }
  /// Every value of an option given several times (get() returns the last).
  std::vector<std::string> all(const std::string& key) const;
  const std::vector<std::string>& positional() const { return positional_; }

 private:
  std::map<std::string, std::string> values_;
  std::map<std::string, std::vector<std::string>> all_;
  std::vector<std::string> positional_;
};

}  // namespace km
