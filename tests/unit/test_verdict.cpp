// SPDX-License-Identifier: Apache-2.0
// The one verdict list: records, reports and CTest regexes all depend on these exact names.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "core/verdict.hpp"

namespace km {
namespace {

TEST(Verdict, ListIsExactlyTheDocumentedOnesInOrder) {
  std::vector<std::string> names;
  for (Verdict v : all_verdicts()) names.emplace_back(verdict_name(v));
  EXPECT_EQ(names, (std::vector<std::string>{"PASS", "COMPILE_ERROR", "SIGNATURE_MISMATCH", "FORBIDDEN_SYMBOL", "LOAD_ERROR",
                                             "RUNTIME_ERROR", "CRASH", "TIMEOUT", "WRONG_RESULT",
                                             "INPUT_MODIFIED", "OUT_OF_BOUNDS", "NONDETERMINISTIC", "STALE_OUTPUT",
                                             "TIMING_ANOMALY", "SANDBOX_VIOLATION", "NO_CODE", "NOT_SUBMITTED", "HARNESS_ERROR", "SKIPPED"}));
  EXPECT_EQ(all_verdicts().front(), Verdict::PASS);
  EXPECT_EQ(all_verdicts().back(), Verdict::SKIPPED);
}

TEST(Verdict, NamesRoundTrip) {
  for (Verdict v : all_verdicts()) {
    auto back = parse_verdict(verdict_name(v));
    ASSERT_TRUE(back.has_value()) << verdict_name(v);
    EXPECT_EQ(*back, v);
  }
  EXPECT_EQ(verdict_name(Verdict::OUT_OF_BOUNDS), "OUT_OF_BOUNDS");
  EXPECT_EQ(parse_verdict("WRONG_RESULT"), Verdict::WRONG_RESULT);
}

TEST(Verdict, UnknownNamesAreRejected) {
  for (const char* s : {"pass", "Pass", "NOT_RUN", "", "PASS ", "ERROR"}) EXPECT_FALSE(parse_verdict(s).has_value()) << s;
}

TEST(Verdict, EveryVerdictHasADistinctMeaning) {
  std::set<std::string> meanings;
  for (Verdict v : all_verdicts()) {
    std::string m(verdict_meaning(v));
    EXPECT_GT(m.size(), 10u) << verdict_name(v);
    meanings.insert(m);
  }
  EXPECT_EQ(meanings.size(), all_verdicts().size());
}

}  // namespace
}  // namespace km
