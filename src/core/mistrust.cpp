// SPDX-License-Identifier: Apache-2.0
#include "core/mistrust.hpp"

#include "core/spec.hpp"

namespace km {

void MistrustTally::add(const CaseResult& r) {
  if (r.mistrusted) ++trivial_cases_;
  for (const Comparison& c : r.comparisons) {
    bool& seen = informative_[list_name(c.tensor)];
    seen = seen || (!c.mistrusted && c.checked > 0);
  }
}

std::vector<std::string> MistrustTally::never_informative() const {
  std::vector<std::string> out;
  bool any = false;
  for (const auto& [name, ok] : informative_) {
    any = any || ok;
    if (!ok) out.push_back(name);
  }
  // Nothing compared at all (only empty cases) or nothing ran: the caller says so in its words.
  if (!any && trivial_cases_ == 0) return {};
  return out;
}

std::string MistrustTally::reason() const {
  const std::vector<std::string> never = never_informative();
  if (never.empty()) return "";
  std::string names;
  for (const std::string& n : never) names += (names.empty() ? "'" : ", '") + n + "'";
  return "output " + names + " had a trivial expected output (constant, or over 90% zeros) or "
         "none in every case that ran: the pass rests on nothing a constant could not match";
}

}  // namespace km
