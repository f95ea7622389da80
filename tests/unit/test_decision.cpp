// SPDX-License-Identifier: Apache-2.0
// The one decision rule: the runners' exit statuses, `kernelmark decide` (the self-tests) and the
// report all go through it, so these cases pin what every one of them says.
#include <gtest/gtest.h>

#include "core/decision.hpp"
#include "core/sha256.hpp"

namespace km {
namespace {

StageOutcome st(const char* stage, const char* verdict, int64_t planned = -1, int64_t run = -1) {
  return {stage, verdict, std::string("why ") + stage, planned, run};
}

TEST(Decide, FirstStageThatDidNotPassDecides) {
  EXPECT_EQ(decide(st("compile", "COMPILE_ERROR"), std::nullopt, std::nullopt).verdict,
            "COMPILE_ERROR");
  Decision d =
      decide(st("compile", "PASS"), st("correct", "WRONG_RESULT", 6, 6), st("perf", "PASS"));
  EXPECT_EQ(d.verdict, "WRONG_RESULT");
  EXPECT_EQ(d.stage, "correct");
  EXPECT_EQ(d.reason, "why correct");
  EXPECT_EQ(decide(st("compile", "PASS"), st("correct", "PASS", 6, 6), st("perf", "TIMING_ANOMALY"))
                .verdict,
            "TIMING_ANOMALY");
  EXPECT_EQ(decide(st("compile", "PASS"), st("correct", "PASS", 6, 6), st("perf", "PASS")).verdict,
            "PASS");
}

TEST(Decide, MissingStagesAreNotRunButPerfIsOptional) {
  EXPECT_EQ(decide(std::nullopt, std::nullopt, std::nullopt).verdict, "NOT_RUN");
  EXPECT_EQ(decide(std::nullopt, st("correct", "PASS"), st("perf", "PASS")).verdict, "NOT_RUN");
  EXPECT_EQ(decide(st("compile", "PASS"), std::nullopt, std::nullopt).verdict, "NOT_RUN");
  EXPECT_EQ(decide(st("compile", "PASS"), st("correct", "PASS", 3, 3), std::nullopt).verdict,
            "PASS");
}

TEST(Decide, SkippedStages) {
  EXPECT_EQ(decide(st("compile", "SKIPPED"), std::nullopt, std::nullopt).verdict, "SKIPPED");
  EXPECT_EQ(decide(st("compile", "PASS"), st("correct", "SKIPPED", 6, 0), std::nullopt).verdict,
            "SKIPPED");
  // No device to time on does not undo a proven-correct task.
  EXPECT_EQ(
      decide(st("compile", "PASS"), st("correct", "PASS", 6, 6), st("perf", "SKIPPED")).verdict,
      "PASS");
}

// The reference that throws on the bench shape: 18 of 21 cases ran. Whatever the stage wrote,
// PASS with fewer cases run than planned is a harness error, in every consumer.
TEST(Decide, PassWithCasesMissingIsAHarnessError) {
  Decision d = judge_stage(st("correct", "PASS", 21, 18));
  EXPECT_EQ(d.verdict, "HARNESS_ERROR");
  EXPECT_NE(d.reason.find("only 18 of 21 planned cases ran"), std::string::npos) << d.reason;
  EXPECT_EQ(decide(st("compile", "PASS"), st("correct", "PASS", 21, 18), std::nullopt).verdict,
            "HARNESS_ERROR");
  EXPECT_EQ(judge_stage(st("perf", "PASS", 2, 1)).verdict, "HARNESS_ERROR");
  EXPECT_EQ(judge_stage(st("correct", "PASS", 21, 21)).verdict, "PASS");
  // A failure with missing cases is still the failure (it happened).
  EXPECT_EQ(judge_stage(st("correct", "TIMEOUT", 21, 4)).verdict, "TIMEOUT");
}

TEST(Decide, UnknownOrMissingVerdictsAreHarnessErrors) {
  EXPECT_EQ(judge_stage(st("correct", "PASSED")).verdict, "HARNESS_ERROR");
  EXPECT_EQ(judge_stage(st("correct", "")).verdict, "HARNESS_ERROR");
  StageOutcome s = StageOutcome::from_record({{"kind", "correct"}});
  EXPECT_EQ(s.verdict, "HARNESS_ERROR");
  EXPECT_NE(s.reason.find("no verdict"), std::string::npos);
  StageOutcome p = StageOutcome::from_record(
      {{"kind", "correct"}, {"verdict", "PASS"}, {"plan", {{"planned", 9}, {"run", 8}}}});
  EXPECT_EQ(p.planned, 9);
  EXPECT_EQ(p.run, 8);
  EXPECT_EQ(judge_stage(p).verdict, "HARNESS_ERROR");
}

TEST(Decide, ExitStatus) {
  EXPECT_EQ(exit_status({"PASS", "", ""}), 0);
  EXPECT_EQ(exit_status({"SKIPPED", "correct", "no CUDA device"}), 0);
  for (const char* v : {"HARNESS_ERROR", "WRONG_RESULT", "NOT_RUN", "CRASH"})
    EXPECT_EQ(exit_status({v, "correct", ""}), 1) << v;
}

TEST(Sha256, KnownDigests) {
  EXPECT_EQ(sha256_hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  // Two blocks, and a message whose padding spills into a second block.
  EXPECT_EQ(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  std::string million(1000000, 'a');
  Sha256 h;  // fed in pieces that straddle block boundaries
  for (size_t i = 0; i < million.size(); i += 999) h.update(million.substr(i, 999));
  EXPECT_EQ(h.hex(), sha256_hex(million));
  EXPECT_EQ(sha256_hex(million),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

}  // namespace
}  // namespace km
