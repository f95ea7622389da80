// SPDX-License-Identifier: Apache-2.0
// Correctness runner, one program per platform (KM_PLATFORM): every shape set of the task, each
// with every seed, registered as one GoogleTest case, judged by the shared testbed. Writes the
// test's record and, for the first failing case, dumps its inputs and outputs.
//
//   km-correct-<platform> --spec S --dtype D --model M --module SO --record R
//                         [--seeds 1,2,3] [--sets small,heldout] [--timeout SEC] [--dump-dir DIR]
//                         [--cpu-limit CPU_SEC]
#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>
#include <sstream>

#include "core/args.hpp"
#include "core/harness.hpp"
#include "core/paths.hpp"
#include "core/record.hpp"
#include "runners/run_options.hpp"

namespace km {
namespace {

using json = nlohmann::json;

struct CaseRow {
  const ShapeCase* shape;
  uint64_t seed;
  CaseResult result;
  bool ran = false;
};

struct Session {
  RunTarget target;
  Harness* harness = nullptr;
  std::vector<CaseRow> rows;
  std::optional<std::string> skip;
  std::optional<Verdict> stop;  // after TIMEOUT (each case would cost the full limit) or LOAD_ERROR
  std::filesystem::path dump_dir;
  bool dumped = false;
};

void run_row(Session& s, CaseRow& row) {
  if (s.skip) GTEST_SKIP() << *s.skip;
  if (s.stop) {
    row.result = {
        *s.stop, "not run after an earlier " + std::string(verdict_name(*s.stop)), {}, false, {}};
    row.ran = true;
    FAIL() << row.result.detail;
  }
  const Bindings& values = row.shape->values;
  row.result = s.harness->check(values, row.seed);
  row.ran = true;
  const CaseResult& r = row.result;
  if (r.mistrusted)
    std::cout << "[ MISTRUSTED ] the expected output of this case is trivial ("
              << r.comparisons.front().mistrust_reason << "); fix the input distribution in "
              << s.target.spec.file.string() << "\n";
  if (r.verdict == Verdict::TIMEOUT || r.verdict == Verdict::LOAD_ERROR) s.stop = r.verdict;
  if (r.verdict == Verdict::PASS) return;
  std::string dumped;
  if (!s.dumped && !s.dump_dir.empty() && r.verdict != Verdict::TIMEOUT &&
      r.verdict != Verdict::LOAD_ERROR) {
    s.dumped = true;
    auto dir = s.dump_dir / (row.shape->set + "_" + std::to_string(row.shape->index) + "_seed" +
                             std::to_string(row.seed));
    s.harness->check(values, row.seed, &dir);
    dumped = "\n  inputs/outputs dumped to " + dir.string();
  }
  ADD_FAILURE() << verdict_name(r.verdict) << ": " << r.detail << "\n  case: " << row.shape->set
                << "[" << row.shape->index << "] " << describe_case(s.target.spec, values)
                << " seed " << row.seed << "\n  repro: " << s.harness->repro_line(values, row.seed)
                << dumped
                << (r.candidate_output.empty()
                        ? ""
                        : "\n  candidate output (tail):\n" + r.candidate_output);
}

json build_record(const Session& s) {
  json rec = record_header("correct", s.target.model, s.target.platform, s.target.task);
  rec["module"] = s.target.module.string();
  rec["device"] = s.harness->device();
  Verdict overall = Verdict::PASS;
  std::string why;
  json cases = json::array();
  bool mistrusted = false;
  for (const CaseRow& row : s.rows) {
    if (!row.ran) continue;
    const CaseResult& r = row.result;
    json c = {{"set", row.shape->set},
              {"index", row.shape->index},
              {"sizes", describe_case(s.target.spec, row.shape->values)},
              {"seed", row.seed},
              {"verdict", verdict_name(r.verdict)},
              {"repro", s.harness->repro_line(row.shape->values, row.seed)}};
    if (!r.detail.empty()) c["detail"] = r.detail;
    double max_abs = 0, max_rel = 0;
    for (const Comparison& cmp : r.comparisons) {
      max_abs = std::max(max_abs, cmp.max_abs);
      max_rel = std::max(max_rel, cmp.max_rel);
    }
    c["max_abs_err"] = max_abs;
    c["max_rel_err"] = max_rel;
    c["mistrusted"] = r.mistrusted;
    mistrusted = mistrusted || r.mistrusted;
    cases.push_back(c);
    if (overall == Verdict::PASS && r.verdict != Verdict::PASS) {
      overall = r.verdict;
      why = r.detail;
    }
  }
  if (s.skip) {
    overall = Verdict::SKIPPED;
    why = *s.skip;
  }
  rec["verdict"] = verdict_name(overall);
  rec["reason"] = why;
  rec["mistrusted"] = mistrusted;
  rec["cases"] = cases;
  return rec;
}

int run(int argc, char** argv) {
  ::testing::InitGoogleTest(&argc, argv);
  Args args(argc, argv, 1,
            {"spec", "dtype", "model", "module", "record", "seeds", "timeout", "cpu-limit",
             "dump-dir", "sets"});
  Session s;
  s.target.spec = load_spec(args.get("spec"));
  s.target.task = task_of(s.target.spec, args.get("dtype"));
  s.target.model = args.get("model");
  s.target.platform = KM_PLATFORM;
  s.target.module = std::filesystem::absolute(args.get("module"));
  s.target.record = args.get("record");
  s.dump_dir = args.get_or("dump-dir", "");
  std::vector<uint64_t> seeds = parse_seeds(args.get_or("seeds", "101,202,303"));
  // A subset of shape sets, e.g. for many-seed sweeps over the cheap ones; unknown names are
  // errors.
  std::vector<std::string> only_sets;
  if (args.has("sets")) {
    std::stringstream ss(args.get("sets"));
    for (std::string name; std::getline(ss, name, ',');) {
      if (!s.target.spec.shapes.count(name))
        throw ArgError("--sets: '" + name + "' is not a shape set of " +
                       s.target.spec.file.string());
      only_sets.push_back(name);
    }
  }

  ScratchDir scratch;
  HarnessOptions hopt{.platform = KM_PLATFORM,
                      .worker = worker_path(KM_PLATFORM),
                      .module = s.target.module,
                      .scratch = scratch.path(),
                      .call_timeout_s = std::stod(args.get_or("timeout", "30")),
                      .cpu_limit_s = std::stod(args.get_or("cpu-limit", "0"))};
  Harness harness(s.target.task, hopt);
  s.harness = &harness;
  s.skip = harness.skip_reason();

  for (const std::string& set : s.target.spec.set_names) {
    // bench_<platform> sets are timing sizes (a GPU-filling GEMM); the perf stage checks their
    // outputs once, three seeds of them here would make the correctness stage crawl.
    if (set.rfind("bench_", 0) == 0) continue;
    if (!only_sets.empty() && std::find(only_sets.begin(), only_sets.end(), set) == only_sets.end())
      continue;
    for (const ShapeCase& shape : s.target.spec.shapes.at(set))
      for (uint64_t seed : seeds) s.rows.push_back({&shape, seed, {}, false});
  }
  for (CaseRow& row : s.rows) {
    std::string name = row.shape->set + "_" + std::to_string(row.shape->index) + "_seed" +
                       std::to_string(row.seed);
    ::testing::RegisterTest(s.target.task.name().c_str(), name.c_str(), nullptr,
                            describe_case(s.target.spec, row.shape->values).c_str(), __FILE__,
                            __LINE__, [&s, &row]() -> ::testing::Test* {
                              struct T : ::testing::Test {
                                Session* s;
                                CaseRow* row;
                                T(Session* s_, CaseRow* r_) : s(s_), row(r_) {}
                                void TestBody() override { run_row(*s, *row); }
                              };
                              return new T(&s, &row);
                            });
  }
  int rc = RUN_ALL_TESTS();
  json rec = build_record(s);
  if (!harness.sandbox().empty()) rec["sandbox"] = harness.sandbox();
  write_record(s.target.record, rec);
  std::cout << "kernelmark: correct." << s.target.model << "." << KM_PLATFORM << "."
            << s.target.task.name() << " " << rec["verdict"].get<std::string>() << "\n";
  return rc;
}

}  // namespace
}  // namespace km

int main(int argc, char** argv) {
  try {
    return km::run(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "km-correct: " << e.what() << "\n";
    return 2;
  }
}
