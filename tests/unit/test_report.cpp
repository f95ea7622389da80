// SPDX-License-Identifier: Apache-2.0
// Report maths: per-task verdicts, the headline figures, record merging and the rendered tables.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/record.hpp"
#include "core/report.hpp"
#include "km_test_util.hpp"

namespace km {
namespace {

using json = nlohmann::json;
using Opt = std::optional<std::string>;

std::optional<StageOutcome> stage(const char* name, const Opt& verdict) {
  if (!verdict) return std::nullopt;
  return StageOutcome{name, *verdict, "", -1, -1};
}

TaskOutcome outcome(Opt compile, Opt correct, Opt perf, std::vector<double> speedups = {}) {
  TaskOutcome t;
  t.model = "m";
  t.platform = "cpu";
  t.compile = stage("compile", compile);
  t.correct = stage("correct", correct);
  t.perf = stage("perf", perf);
  t.speedups = std::move(speedups);
  return t;
}

TEST(FinalVerdict, FirstStageThatDidNotPass) {
  EXPECT_EQ(outcome({}, {}, {}).final_verdict(), "NOT_RUN");
  EXPECT_EQ(outcome("COMPILE_ERROR", {}, {}).final_verdict(), "COMPILE_ERROR");
  EXPECT_EQ(outcome("SIGNATURE_MISMATCH", "PASS", "PASS").final_verdict(), "SIGNATURE_MISMATCH");
  EXPECT_EQ(outcome("SKIPPED", {}, {}).final_verdict(), "SKIPPED");
  EXPECT_EQ(outcome("PASS", {}, {}).final_verdict(), "NOT_RUN");  // correctness never recorded
  EXPECT_EQ(outcome({}, "PASS", "PASS").final_verdict(), "NOT_RUN");
  EXPECT_EQ(outcome("PASS", "CRASH", {}).final_verdict(), "CRASH");
  EXPECT_EQ(outcome("PASS", "WRONG_RESULT", "PASS").final_verdict(), "WRONG_RESULT");
  EXPECT_EQ(outcome("PASS", "PASS", {}).final_verdict(), "PASS");  // perf is optional
  EXPECT_EQ(outcome("PASS", "PASS", "PASS").final_verdict(), "PASS");
}

// Perf failures fail the task (a wrong timed result), but a perf stage merely SKIPPED does not.
TEST(FinalVerdict, PerfStage) {
  EXPECT_EQ(outcome("PASS", "PASS", "SKIPPED").final_verdict(), "PASS");
  EXPECT_EQ(outcome("PASS", "PASS", "WRONG_RESULT").final_verdict(), "WRONG_RESULT");
  EXPECT_EQ(outcome("PASS", "PASS", "TIMEOUT").final_verdict(), "TIMEOUT");
}

TEST(TaskSpeedup, GeomeanOverShapes) {
  EXPECT_EQ(outcome("PASS", "PASS", "PASS").speedup(), 0.0);
  EXPECT_DOUBLE_EQ(outcome("PASS", "PASS", "PASS", {2, 8}).speedup(), 4.0);
}

TEST(Metrics, HandMadeSet) {
  std::vector<TaskOutcome> ts = {
      outcome("COMPILE_ERROR", {}, {}),
      outcome("PASS", "WRONG_RESULT", {}),
      outcome("PASS", "PASS", "PASS", {2, 2}),
      outcome("PASS", "PASS", "PASS", {0.5}),
      outcome("PASS", "PASS", "PASS", {1.2, 3.0}),
      outcome("SKIPPED", {}, {}),
  };
  std::vector<const TaskOutcome*> ptrs;
  for (const TaskOutcome& t : ts) ptrs.push_back(&t);
  Metrics m = compute_metrics(ptrs);
  EXPECT_EQ(m.tasks, 5);  // SKIPPED is not judged
  EXPECT_EQ(m.skipped, 1);
  EXPECT_EQ(m.compiled, 4);
  EXPECT_EQ(m.passed, 3);
  EXPECT_DOUBLE_EQ(m.compile_rate, 4.0 / 5);
  EXPECT_DOUBLE_EQ(m.pass_rate, 3.0 / 5);
  // Task speedups: 2, 0.5, sqrt(3.6) = 1.897.
  EXPECT_DOUBLE_EQ(m.fast_p.at("0"), 3.0 / 5);
  EXPECT_DOUBLE_EQ(m.fast_p.at("1"), 2.0 / 5);
  EXPECT_DOUBLE_EQ(m.fast_p.at("1.5"), 2.0 / 5);
  EXPECT_DOUBLE_EQ(m.fast_p.at("2"), 0.0);  // exactly 2 is not faster than 2
  EXPECT_EQ(m.with_speedup, 3);
  // Level two: geomean of the per-task geomeans, not of the 5 shape speedups.
  EXPECT_NEAR(m.geomean_speedup, std::cbrt(2 * 0.5 * std::sqrt(1.2 * 3.0)), 1e-12);
  EXPECT_GT(std::fabs(m.geomean_speedup - std::pow(2 * 2 * 0.5 * 1.2 * 3.0, 0.2)), 1e-3);
  EXPECT_EQ(m.verdicts.at("PASS"), 3);
  EXPECT_EQ(m.verdicts.at("COMPILE_ERROR"), 1);
  EXPECT_EQ(m.verdicts.at("WRONG_RESULT"), 1);
  EXPECT_EQ(m.verdicts.at("SKIPPED"), 1);
}

TEST(Metrics, CorrectWithoutTimingCountsForFast0Only) {
  TaskOutcome a = outcome("PASS", "PASS", {}), b = outcome("PASS", "PASS", "PASS", {3});
  Metrics m = compute_metrics({&a, &b});
  EXPECT_DOUBLE_EQ(m.fast_p.at("0"), 1.0);
  EXPECT_DOUBLE_EQ(m.fast_p.at("1"), 0.5);
  EXPECT_EQ(m.with_speedup, 1);
  EXPECT_DOUBLE_EQ(m.geomean_speedup, 3.0);
}

TEST(Metrics, EmptyAndAllSkipped) {
  TaskOutcome s = outcome("SKIPPED", {}, {});
  for (const auto& set : {std::vector<const TaskOutcome*>{}, std::vector<const TaskOutcome*>{&s}}) {
    Metrics m = compute_metrics(set);
    EXPECT_EQ(m.tasks, 0);
    EXPECT_EQ(m.pass_rate, 0.0);  // no division by zero
    EXPECT_EQ(m.fast_p.size(), 4u);
    EXPECT_EQ(m.geomean_speedup, 0.0);
  }
}

json rec(const std::string& kind, const std::string& model, const std::string& task,
         const std::string& verdict, json extra = json::object()) {
  json r = {{"schema", kRecordSchema},  {"kind", kind},    {"model", model},
            {"platform", "cpu"},        {"task", task},    {"op", task.substr(0, task.rfind('_'))},
            {"category", "activation"}, {"dtype", "fp32"}, {"verdict", verdict}};
  r.update(extra);
  return r;
}

std::vector<json> sample_records() {
  return {
      rec("perf", "m1", "relu_f32", "PASS",
          {{"baseline", {{"label", "torch"}}},
           {"shapes", {{{"speedup", 2.0}}, {{"speedup", 8.0}}, {{"speedup", 0}}}}}),
      rec("compile", "m1", "relu_f32", "PASS"),
      rec("correct", "m1", "relu_f32", "PASS", {{"mistrusted", true}}),
      rec("compile", "m1", "gelu_f32", "PASS", {{"reason", ""}}),
      rec("correct", "m1", "gelu_f32", "WRONG_RESULT",
          {{"reason", "3 of 7 | outside\nsecond line"}}),
      rec("compile", "m2", "relu_f32", "COMPILE_ERROR",
          {{"reason", "relu_f32.cpp:1: error: expected ';'"}}),
  };
}

TEST(MergeRecords, OneOutcomePerModelPlatformTask) {
  std::vector<TaskOutcome> out = merge_records(sample_records());
  ASSERT_EQ(out.size(), 3u);
  const TaskOutcome *relu = nullptr, *gelu = nullptr, *m2 = nullptr;
  for (const TaskOutcome& t : out) {
    if (t.model == "m1" && t.task == "relu_f32") relu = &t;
    if (t.model == "m1" && t.task == "gelu_f32") gelu = &t;
    if (t.model == "m2") m2 = &t;
  }
  ASSERT_TRUE(relu && gelu && m2);
  EXPECT_EQ(relu->compile->verdict, "PASS");
  EXPECT_EQ(relu->correct->verdict, "PASS");
  EXPECT_EQ(relu->perf->verdict, "PASS");
  EXPECT_TRUE(relu->mistrusted);
  EXPECT_EQ(relu->speedups,
            (std::vector<double>{2.0, 8.0}));  // a shape without a timing is dropped
  EXPECT_EQ(relu->baseline, "torch");
  EXPECT_EQ(relu->op, "relu");
  EXPECT_EQ(relu->category, "activation");
  EXPECT_EQ(relu->final_verdict(), "PASS");
  EXPECT_EQ(relu->decision().reason, "");
  EXPECT_EQ(gelu->final_verdict(), "WRONG_RESULT");
  EXPECT_EQ(gelu->decision().reason, "3 of 7 | outside\nsecond line");  // the deciding stage's
  EXPECT_EQ(gelu->decision().stage, "correct");
  EXPECT_FALSE(gelu->perf.has_value());
  EXPECT_EQ(m2->final_verdict(), "COMPILE_ERROR");
  EXPECT_EQ(m2->decision().reason, "relu_f32.cpp:1: error: expected ';'");
}

TEST(ReadRecords, SkipsWhatIsNotARecord) {
  test::TempDir tmp;
  test::write_file(tmp / "good.json", rec("compile", "m", "relu_f32", "PASS").dump());
  test::write_file(tmp / "other.json", R"({"hello": 1})");
  json old = rec("compile", "m", "relu_f32", "PASS");
  old["schema"] = 0;
  test::write_file(tmp / "old.json", old.dump());
  test::write_file(tmp / "broken.json", "{");
  test::write_file(tmp / "notes.txt", "ignored");
  std::vector<std::string> problems;
  auto recs = read_records(tmp.path(), problems);
  ASSERT_EQ(recs.size(), 1u);
  EXPECT_EQ(recs[0]["task"], "relu_f32");
  ASSERT_EQ(problems.size(), 3u);
  std::string all = problems[0] + problems[1] + problems[2];
  EXPECT_NE(all.find("other.json: not a KernelMark record"), std::string::npos) << all;
  EXPECT_NE(all.find("broken.json: not a KernelMark record"), std::string::npos) << all;
  EXPECT_NE(all.find("old.json: schema 0"), std::string::npos) << all;

  problems.clear();
  EXPECT_TRUE(read_records(tmp / "missing", problems).empty());
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_NE(problems[0].find("no records folder"), std::string::npos);
}

TEST(Summary, GroupsAndMarkdownRows) {
  json s = summary_json(merge_records(sample_records()));
  ASSERT_EQ(s["groups"].size(), 2u);
  const json& g1 = s["groups"][0];
  EXPECT_EQ(g1["model"], "m1");
  EXPECT_EQ(g1["tasks"], 2);
  EXPECT_DOUBLE_EQ(g1["pass_rate"].get<double>(), 0.5);
  EXPECT_DOUBLE_EQ(g1["geomean_speedup"].get<double>(), 4.0);
  EXPECT_EQ(g1["categories"]["activation"]["tasks"], 2);
  EXPECT_EQ(s["tasks"].size(), 3u);

  std::string md = report_markdown(s);
  EXPECT_NE(
      md.find(
          "| m1 | cpu | 2 | 100.0% | 50.0% | 50.0% | 50.0% | 50.0% | 50.0% | 4.000x (1 ops) | 0 |"),
      std::string::npos)
      << md;
  EXPECT_NE(
      md.find("| m2 | cpu | 1 | 0.0% | 0.0% | 0.0% | 0.0% | 0.0% | 0.0% | - | 0 |"),
      std::string::npos)
      << md;
  EXPECT_NE(md.find("## m1 on cpu"), std::string::npos);
  EXPECT_NE(md.find("| activation | 2 | 100.0% | 50.0% | 50.0% | 4.000x (1 ops) |"), std::string::npos)
      << md;
  EXPECT_NE(md.find("| relu_f32 | activation | PASS | PASS (mistrusted) | PASS | 4.000x | - | - | torch |"),
            std::string::npos)
      << md;
  // A reason is cut to its first line and cannot break the table with '|'.
  EXPECT_NE(md.find("| gelu_f32 | activation | PASS | WRONG_RESULT | NOT_RUN | - | - | - |  | 3 of 7 / "
                    "outside ... |"),
            std::string::npos)
      << md;
  EXPECT_EQ(md.find("second line"), std::string::npos);
  EXPECT_NE(md.find("| COMPILE_ERROR | 1 |"), std::string::npos) << md;
}

// A torch.compile yardstick that dynamo compiled in pieces, or not at all, is named in the task's
// notes; its speedup stays (it is what torch.compile did). One graph with no break says nothing.
TEST(Summary, TorchCompileTimedInPiecesIsANote) {
  auto shape = [](json dynamo) {
    return json{{"speedup", 1.0},
                {"yardsticks", {{"torch_compile", {{"speedup", 2.0},
                                                   {"telemetry", {{"end", {{"jit", {{"dynamo", dynamo}}}}}}}}}}}};
  };
  json whole = {{"graphs", 1}, {"graph_breaks", 0}, {"break_reasons", json::array()}};
  json pieces = {{"graphs", 188},
                 {"graph_breaks", 187},
                 {"break_reasons", {{{"count", 187}, {"reason", "Unsupported: globals()"}}}}};
  json eager = {{"graphs", 0}, {"graph_breaks", 0}, {"break_reasons", json::array()}};
  std::vector<json> recs = {
      rec("perf", "m", "relu_f32", "PASS", {{"shapes", {shape(whole), shape(whole)}}}),
      rec("perf", "m", "gelu_f32", "PASS", {{"shapes", {shape(whole), shape(pieces)}}}),
      rec("perf", "m", "elu_f32", "PASS", {{"shapes", {shape(eager)}}}),
  };
  std::map<std::string, TaskOutcome> by;
  for (TaskOutcome& t : merge_records(recs)) by[t.task] = t;
  EXPECT_TRUE(by["relu_f32"].notes.empty());
  ASSERT_EQ(by["gelu_f32"].notes.size(), 1u);
  EXPECT_EQ(by["gelu_f32"].notes[0],
            "torch compile timed in pieces: 188 graphs, 187 graph breaks (Unsupported: globals())");
  EXPECT_EQ(by["gelu_f32"].yardstick_speedups.at("torch_compile"), (std::vector<double>{2.0, 2.0}));
  ASSERT_EQ(by["elu_f32"].notes.size(), 1u);
  EXPECT_EQ(by["elu_f32"].notes[0], "torch compile timed eagerly: dynamo compiled no graph");
}

// Several yardsticks: vendor where a task has one, torch eager and torch.compile on every task.
// fast_p per yardstick over the same judged tasks; a missing yardstick counts for fast_0 only,
// and an absent one (no torch) is a note, never the candidate's failure.
TEST(Summary, YardsticksSideBySide) {
  auto yard = [](double eager, double compile) {
    json y = {{"torch_eager", {{"speedup", eager}}}};
    if (compile > 0)
      y["torch_compile"] = {{"speedup", compile}};
    else
      y["torch_compile"] = {{"verdict", "TIMING_ANOMALY"}, {"missing", "torch compile at n=8: TIMING_ANOMALY"}};
    return y;
  };
  std::vector<json> recs = {
      rec("compile", "m", "relu_f32", "PASS"), rec("correct", "m", "relu_f32", "PASS"),
      rec("perf", "m", "relu_f32", "PASS",
          {{"baseline", {{"label", "oneDNN"}}},
           {"shapes", {{{"speedup", 2.0}, {"yardsticks", yard(4.0, 0.5)}},
                       {{"speedup", 2.0}, {"yardsticks", yard(1.0, 0.5)}}}}}),
      rec("compile", "m", "gelu_f32", "PASS"), rec("correct", "m", "gelu_f32", "PASS"),
      rec("perf", "m", "gelu_f32", "PASS", {{"shapes", {{{"yardsticks", yard(3.0, 0)}}}}}),
      rec("compile", "m", "elu_f32", "PASS"), rec("correct", "m", "elu_f32", "WRONG_RESULT"),
      rec("compile", "m", "abs_f32", "PASS"), rec("correct", "m", "abs_f32", "PASS"),
      rec("perf", "m", "abs_f32", "PASS",
          {{"shapes", json::array({json::object()})},
           {"yardsticks", {{"torch_eager", {{"label", "torch eager"}, {"absent", "cannot import torch"}}}}}}),
  };
  std::vector<TaskOutcome> ts = merge_records(recs);
  const TaskOutcome* relu = nullptr;
  const TaskOutcome* abs = nullptr;
  for (const TaskOutcome& t : ts) {
    if (t.task == "relu_f32") relu = &t;
    if (t.task == "abs_f32") abs = &t;
  }
  ASSERT_TRUE(relu && abs);
  EXPECT_EQ(relu->yardstick_speedups.at("torch_eager"), (std::vector<double>{4.0, 1.0}));
  EXPECT_EQ(relu->speedups, (std::vector<double>{2.0, 2.0}));  // vendor stays as it was
  ASSERT_EQ(abs->notes.size(), 1u);
  EXPECT_EQ(abs->notes[0], "torch eager absent: cannot import torch");
  EXPECT_EQ(abs->final_verdict(), "PASS");

  json s = summary_json(ts);
  const json& g = s["groups"][0];
  EXPECT_EQ(g["tasks"], 4);
  // vendor: relu 2x only; eager: relu 2x, gelu 3x; compile: relu 0.5x, gelu missing.
  EXPECT_DOUBLE_EQ(g["fast_p"]["1"].get<double>(), 1.0 / 4);
  const json& e = g["yardsticks"]["torch_eager"];
  EXPECT_DOUBLE_EQ(e["fast_p"]["0"].get<double>(), 3.0 / 4);
  EXPECT_DOUBLE_EQ(e["fast_p"]["1"].get<double>(), 2.0 / 4);
  EXPECT_DOUBLE_EQ(e["fast_p"]["2"].get<double>(), 1.0 / 4);  // gelu 3x; relu exactly 2x is not > 2
  EXPECT_NEAR(e["geomean_speedup"].get<double>(), std::sqrt(2.0 * 3.0), 1e-12);
  EXPECT_EQ(e["tasks_with_speedup"], 2);
  const json& c = g["yardsticks"]["torch_compile"];
  EXPECT_DOUBLE_EQ(c["fast_p"]["0"].get<double>(), 3.0 / 4);
  EXPECT_DOUBLE_EQ(c["fast_p"]["1"].get<double>(), 0.0);
  EXPECT_EQ(c["tasks_with_speedup"], 1);
  EXPECT_DOUBLE_EQ(g["categories"]["activation"]["yardsticks"]["torch_eager"]["fast_p"]["1"].get<double>(),
                   0.5);

  std::string md = report_markdown(s);
  EXPECT_NE(md.find("### Yardsticks"), std::string::npos) << md;
  EXPECT_NE(md.find("| m | cpu | vendor | 75.0% | 25.0% | 25.0% | 0.0% | 2.000x (1 ops) |"),
            std::string::npos)
      << md;
  EXPECT_NE(md.find("| m | cpu | torch_eager | 75.0% | 50.0% | 50.0% | 25.0% | 2.449x (2 ops) |"),
            std::string::npos)
      << md;
  EXPECT_NE(md.find("| m | cpu | torch_compile | 75.0% | 0.0% | 0.0% | 0.0% | 0.500x (1 ops) |"),
            std::string::npos)
      << md;
  // Per task, side by side: relu against all three, gelu without vendor and compile.
  EXPECT_NE(md.find("| model | platform | task | vendor | torch_compile | torch_eager |"),
            std::string::npos)
      << md;
  EXPECT_NE(md.find("| m | cpu | relu_f32 | 2.000x | 0.500x | 2.000x |"), std::string::npos) << md;
  EXPECT_NE(md.find("| m | cpu | gelu_f32 | - | - | 3.000x |"), std::string::npos) << md;
}

// Without torch yardsticks in any record the report has no yardstick table.
TEST(Summary, NoYardsticksNoTable) {
  std::string md = report_markdown(summary_json(merge_records(sample_records())));
  EXPECT_EQ(md.find("### Yardsticks"), std::string::npos) << md;
}

// The baseline's own group is the yardstick: no speedup columns.
TEST(Summary, BaselineGroupRow) {
  std::vector<json> recs = {rec("compile", "baseline", "relu_f32", "PASS"),
                            rec("correct", "baseline", "relu_f32", "PASS")};
  std::string md = report_markdown(summary_json(merge_records(recs)));
  EXPECT_NE(md.find("| baseline (vendor libraries, the yardstick) | cpu | 1 | 100.0% | 100.0% | - "
                    "| - | - | - | - | 0 |"),
            std::string::npos)
      << md;
  EXPECT_NE(md.find("| activation | 1 | 100.0% | 100.0% | - | - |"), std::string::npos) << md;
  EXPECT_EQ(md.find("0.000x"), std::string::npos) << md;
}

}  // namespace
}  // namespace km

namespace km {
namespace {

// A model that submits one task of the catalogue must not show "correct 100 %": every task of the
// platform is in the denominator, the missing ones NOT_SUBMITTED, answers without code NO_CODE.
TEST(ReportDenominator, MissingTasksCountAsFailures) {
  test::TempDir tmp;
  const auto gen = tmp.path() / "generated";
  test::write_file(gen / "m" / "cpu" / "relu_f32.cpp", "int relu_f32() { return 0; }\n");
  test::write_file(gen / "m" / "cpu" / "softmax_f32.response.json",
                   R"({"task": "softmax_f32", "verdict": "NO_CODE", "response": "sorry"})");
  test::write_file(gen / "baseline" / "cpu" / "x.cpp", "");  // never completed
  std::vector<Spec> cat = load_catalogue(test::repo_path("operators"));
  size_t cpu_tasks = 0;
  for (const Spec& s : cat) cpu_tasks += s.dtypes.size();

  TaskOutcome relu = outcome("PASS", "PASS", {});
  relu.task = "relu_f32";
  std::vector<TaskOutcome> all = {relu};
  complete_with_catalogue(all, cat, gen, test::repo_path("platforms"));
  ASSERT_EQ(all.size(), cpu_tasks);
  std::map<std::string, int> verdicts;
  for (const TaskOutcome& t : all) {
    EXPECT_EQ(t.model, "m");
    verdicts[t.final_verdict()]++;
  }
  EXPECT_EQ(verdicts["PASS"], 1);
  EXPECT_EQ(verdicts["NO_CODE"], 1);
  EXPECT_EQ(verdicts["NOT_SUBMITTED"], static_cast<int>(cpu_tasks) - 2);

  std::vector<const TaskOutcome*> ptrs;
  for (const TaskOutcome& t : all) ptrs.push_back(&t);
  Metrics m = compute_metrics(ptrs);
  EXPECT_EQ(m.tasks, static_cast<int>(cpu_tasks));
  EXPECT_NEAR(m.pass_rate, 1.0 / static_cast<double>(cpu_tasks), 1e-12);
  EXPECT_NEAR(m.compile_rate, 1.0 / static_cast<double>(cpu_tasks), 1e-12);
}

}  // namespace
}  // namespace km
