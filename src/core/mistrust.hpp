// SPDX-License-Identifier: Apache-2.0
// When a task's correctness record is "mistrusted" (benchdnn's state for a vacuous pass): where
// some output was never judged on a non-trivial expected output in any case that ran. A few
// trivial cases among informative ones (a drawn convolution whose every output reads padding,
// a softmax over one channel) are counted, and flagged case by case, but no longer mark the
// task: in the CI run of adb4800 107 of the 1,535 example cpu tasks were "PASS (mistrusted)"
// for one to four trivial cases of 38-131, and a task whose PASS rested on trivial
// comparisons alone could not be told from them.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "core/harness.hpp"

namespace km {

class MistrustTally {
 public:
  /// One case that ran: its comparisons, one per output (list items by item).
  void add(const CaseResult& r);
  /// Cases that ran with a trivial expected output for some output.
  int64_t trivial_cases() const { return trivial_cases_; }
  /// The outputs no case judged on a non-trivial expected output (sorted); empty when every
  /// output was, or when no comparison was made at all (the caller's "nothing compared" rule).
  std::vector<std::string> never_informative() const;
  /// The record's reason for these outputs, or "" when there are none.
  std::string reason() const;

 private:
  int64_t trivial_cases_ = 0;
  std::map<std::string, bool> informative_;  // output (a list: its name) -> judged non-trivially
};

}  // namespace km
