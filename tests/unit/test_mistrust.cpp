// SPDX-License-Identifier: Apache-2.0
// A task's record is mistrusted where an output was trivial in every case that ran, not where
// one case of many was (core/mistrust.hpp).
#include <gtest/gtest.h>

#include "core/mistrust.hpp"

namespace km {
namespace {

CaseResult with(std::vector<std::pair<std::string, bool>> outputs) {  // name, trivial
  CaseResult r;
  for (const auto& [name, trivial] : outputs) {
    Comparison c;
    c.tensor = name;
    c.checked = 12;
    c.mistrusted = trivial;
    r.mistrusted = r.mistrusted || trivial;
    r.comparisons.push_back(c);
  }
  return r;
}

TEST(Mistrust, ATrivialCaseAmongInformativeOnesIsCountedOnly) {
  MistrustTally t;
  t.add(with({{"y", false}}));
  t.add(with({{"y", true}}));
  t.add(with({{"y", false}}));
  EXPECT_EQ(t.trivial_cases(), 1);
  EXPECT_TRUE(t.never_informative().empty());
  EXPECT_EQ(t.reason(), "");
}

TEST(Mistrust, AnOutputTrivialInEveryCaseMarksTheTask) {
  MistrustTally t;
  t.add(with({{"y", false}, {"s", true}}));
  t.add(with({{"y", false}, {"s", true}}));
  t.add(with({{"ys[0]", true}}));  // a list's items count as the list
  t.add(with({{"ys[1]", true}}));
  EXPECT_EQ(t.trivial_cases(), 4);
  EXPECT_EQ(t.never_informative(), (std::vector<std::string>{"s", "ys"}));
  EXPECT_NE(t.reason().find("output 's', 'ys' had a trivial expected output"), std::string::npos);
  t.add(with({{"ys[0]", false}}));
  EXPECT_EQ(t.never_informative(), std::vector<std::string>{"s"});
}

TEST(Mistrust, EmptyCasesAreLeftToTheCaller) {
  MistrustTally t;
  CaseResult r = with({{"y", false}});
  r.comparisons[0].checked = 0;  // a zero-size case
  t.add(r);
  EXPECT_TRUE(t.never_informative().empty());  // "no output element was compared" says it
}

}  // namespace
}  // namespace km
