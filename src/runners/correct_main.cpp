// SPDX-License-Identifier: Apache-2.0
// Correctness runner, one program per platform: every shape set of the task, each
// with every seed, registered as one GoogleTest case, judged by the shared testbed. Writes the
// test's record and, for the first failing case, dumps its inputs and outputs.
//
//   km-correct-<platform> --spec S --dtype D --model M --module SO --record R
//                         [--seeds 1,2,3] [--sets small,heldout] [--timeout SEC] [--dump-dir DIR]
//                         [--cpu-limit CPU_SEC] [--worker EXE] [--budget SEC] [--deadline SEC]
//
// The record accounts for every planned case (planned / run / passed, per shape set and seed);
// its verdict, and so the exit status CTest sees, comes from the one decision rule
// (core/decision.hpp): fewer cases run than planned is never PASS.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <deque>
#include <functional>
#include <iostream>
#include <map>
#include <sstream>

#include "core/args.hpp"
#include "core/decision.hpp"
#include "core/harness.hpp"
#include "core/jit_cache.hpp"
#include "core/mistrust.hpp"
#include "core/paths.hpp"
#include "core/platform.hpp"
#include "core/record.hpp"
#include "core/ref_cache.hpp"
#include "core/run_info.hpp"
#include "core/worker_client.hpp"
#include "runners/run_options.hpp"
#include "runners/runner_platform.hpp"

namespace km {
namespace {

using json = nlohmann::json;

struct CaseRow {
  const ShapeCase* shape;
  uint64_t seed;
  CheckOptions opt;
  std::vector<std::string> env;  // a fresh worker's environment (reruns), else empty
  CaseResult result;
  bool ran = false;
  std::string not_run;  // why a planned case did not run
  int worker = 0;       // reruns: which fresh worker (1, 2, ...); 0 for the first worker
  double seconds = 0;   // wall time of the case, its worker's start included when it began one

  /// The set this row counts under: the shape set, an input variant on it, or a rerun.
  std::string group() const {
    if (!env.empty()) return "rerun";
    return opt.variant.empty() ? shape->set : shape->set + "+" + opt.variant;
  }
  std::string label() const {
    std::string l = group() + "[" + std::to_string(shape->index) + "] seed " + std::to_string(seed);
    for (const std::string& e : env) l += " " + e;
    return l;
  }
};

struct Session {
  RunTarget target;
  Harness* harness = nullptr;
  std::vector<CaseRow> rows;
  std::optional<CaseResult> not_runnable;  // SKIPPED (platform unavailable) or HARNESS_ERROR
  std::optional<Verdict> stop;  // after TIMEOUT (each case would cost the full limit) or LOAD_ERROR
  std::filesystem::path dump_dir;
  bool dumped = false;
  std::deque<ShapeCase> drawn;           // the drawn set's cases, per seed (rows point into it)
  std::vector<std::string> plan_errors;  // cases that could not even be planned (a spec fault)
  std::vector<std::string> env;          // the current worker's environment overrides
  std::vector<std::string> base_env;     // the platform's correctness environment
  std::map<std::string, std::string> excluded;  // input variants a baseline declines, with why
  bool drawn_per_seed = false;  // every seed draws the whole drawn set (many-seed sweeps)
  std::function<void()> after_case;  // the JIT cache's checkpoint
  // --budget: no case starts once this many seconds have passed since the runner started, so the
  // record is written before CTest's TIMEOUT kills the test and the cases left are named as not
  // run (a HARNESS_ERROR, never a PASS). Why: a whole network under torch.compile on the 2-core
  // box took longer than the 900 s TIMEOUT (unet_softmax, session 34), killed with no record.
  double budget_s = 0;
  std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now();
};

bool candidates_fault(Verdict v) {
  return v != Verdict::PASS && v != Verdict::HARNESS_ERROR && v != Verdict::SKIPPED;
}

/// Starts the next fresh worker the rows after `after` (nullptr: all rows) will ask for, so that
/// its runtime starts while this one runs cases: a Triton worker's start is mostly importing
/// torch (3.9 s on the H200's host), and every correctness test has at least one rerun worker.
void prestart_next(Session& s, const CaseRow* after) {
  bool past = after == nullptr;
  for (const CaseRow& r : s.rows) {
    if (!past) {
      past = &r == after;
      continue;
    }
    if (!r.env.empty() && r.env != s.env) {
      s.harness->prestart_worker(r.env);
      return;
    }
  }
}

void run_row(Session& s, CaseRow& row) {
  if (s.not_runnable) {
    row.not_run = s.not_runnable->detail;
    if (s.not_runnable->verdict == Verdict::SKIPPED) GTEST_SKIP() << row.not_run;
    FAIL() << "HARNESS_ERROR: " << row.not_run;
  }
  // Rows left out because the candidate already failed are not GoogleTest skips: a
  // "[  SKIPPED ]" line in the output makes CTest report the whole test SKIPPED (its
  // SKIP_REGULAR_EXPRESSION, meant for an unavailable platform), hiding a failure or a
  // HARNESS_ERROR (seen on triton: a worker crash read "Skipped" in ctest).
  auto not_run = [&](std::string why) {
    row.not_run = std::move(why);
    std::cout << "[ NOT RUN  ] " << row.not_run << "\n";
  };
  if (s.stop) {
    not_run("not run after an earlier " + std::string(verdict_name(*s.stop)));
    return;
  }
  if (s.budget_s > 0 &&
      std::chrono::duration<double>(std::chrono::steady_clock::now() - s.started).count() > s.budget_s) {
    std::ostringstream why;
    why << "not run: the runner's time budget (--budget " << s.budget_s << " s) ran out";
    not_run(why.str());
    return;
  }
  const Bindings& values = row.shape->values;
  if (!row.env.empty()) {  // a rerun means something only for a case that passed
    for (const CaseRow& first : s.rows)
      if (first.env.empty() && first.opt.variant.empty() && first.shape == row.shape &&
          first.seed == row.seed && (!first.ran || first.result.verdict != Verdict::PASS)) {
        not_run("not rerun: the case did not pass in the first worker");
        return;
      }
  }
  const std::vector<std::string>& env = row.env.empty() ? s.base_env : row.env;
  if (env != s.env) {  // reruns go to fresh workers; the rest back to the plain one
    s.harness->restart_worker(env);
    s.env = env;
    prestart_next(s, &row);
  }
  const auto t0 = std::chrono::steady_clock::now();
  row.result = s.harness->check(values, row.seed, row.opt);
  row.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  row.ran = true;
  if (!row.env.empty() && row.result.verdict != Verdict::PASS) {
    // The same case passed in the first worker (a rerun of a failing one is never started).
    row.result.detail = "the case passed in the first worker but not in a fresh one (" +
                        row.label() + "): " + row.result.detail;
    if (row.result.verdict == Verdict::WRONG_RESULT || row.result.verdict == Verdict::STALE_OUTPUT)
      row.result.verdict = Verdict::NONDETERMINISTIC;
  }
  const CaseResult& r = row.result;
  if (r.mistrusted)  // the task is mistrusted only where an output is trivial in every case
    std::cout << "[ TRIVIAL  ] the expected output of this case is trivial ("
              << r.comparisons.front().mistrust_reason
              << "): counted in the record's mistrusted_cases; the input distribution or the draw "
                 "ranges in " << s.target.spec.file.string() << " can avoid it\n";
  if (r.verdict == Verdict::TIMEOUT || r.verdict == Verdict::LOAD_ERROR) s.stop = r.verdict;
  if (r.verdict == Verdict::PASS) return;
  std::string dumped;
  if (!s.dumped && !s.dump_dir.empty() && candidates_fault(r.verdict) &&
      r.verdict != Verdict::TIMEOUT && r.verdict != Verdict::LOAD_ERROR) {
    s.dumped = true;
    auto dir = s.dump_dir / (row.shape->set + "_" + std::to_string(row.shape->index) + "_seed" +
                             std::to_string(row.seed));
    s.harness->check(values, row.seed, row.opt, &dir);
    dumped = "\n  inputs/outputs dumped to " + dir.string();
  }
  ADD_FAILURE() << verdict_name(r.verdict) << ": " << r.detail << "\n  case: " << row.label() << " "
                << describe_case(s.target.spec, values)
                << "\n  repro: " << s.harness->repro_line(values, row.seed, row.opt) << dumped
                << (r.candidate_output.empty()
                        ? ""
                        : "\n  candidate output (tail):\n" + r.candidate_output);
}

/// planned / run / passed over the rows `in` selects.
template <class Pred>
json tally(const std::vector<CaseRow>& rows, Pred in) {
  int64_t planned = 0, run = 0, passed = 0;
  for (const CaseRow& r : rows) {
    if (!in(r)) continue;
    ++planned;
    run += r.ran;
    passed += r.ran && r.result.verdict == Verdict::PASS;
  }
  return {{"planned", planned}, {"run", run}, {"passed", passed}};
}

json plan_json(const Session& s) {
  json plan = tally(s.rows, [](const CaseRow&) { return true; });
  json by_set = json::object(), by_seed = json::object();
  for (const CaseRow& r : s.rows) {
    const std::string set = r.group();
    if (!by_set.contains(set))
      by_set[set] = tally(s.rows, [&](const CaseRow& x) { return x.group() == set; });
    std::string seed = std::to_string(r.seed);
    if (!by_seed.contains(seed))
      by_seed[seed] = tally(s.rows, [&](const CaseRow& x) { return x.seed == r.seed; });
  }
  plan["by_set"] = by_set;
  plan["by_seed"] = by_seed;
  if (!s.plan_errors.empty()) plan["errors"] = s.plan_errors;
  return plan;
}

/// The stage's verdict from its cases: the candidate's first failure; else the harness's first
/// error; else, when planned cases did not run, a HARNESS_ERROR that says why; else PASS.
std::pair<Verdict, std::string> fold_cases(const Session& s) {
  if (s.not_runnable) return {s.not_runnable->verdict, s.not_runnable->detail};
  const CaseRow* harness_error = nullptr;
  for (const CaseRow& row : s.rows) {
    if (!row.ran) continue;
    if (candidates_fault(row.result.verdict)) return {row.result.verdict, row.result.detail};
    if (row.result.verdict == Verdict::HARNESS_ERROR && !harness_error) harness_error = &row;
  }
  if (harness_error)
    return {Verdict::HARNESS_ERROR, harness_error->label() + " " +
                                        describe_case(s.target.spec, harness_error->shape->values) +
                                        ": " + harness_error->result.detail};
  if (!s.plan_errors.empty()) return {Verdict::HARNESS_ERROR, s.plan_errors.front()};
  size_t run = 0;
  std::string why;
  for (const CaseRow& row : s.rows) {
    run += row.ran;
    if (!row.ran && why.empty()) why = row.not_run.empty() ? "never started" : row.not_run;
  }
  if (run < s.rows.size())
    return {Verdict::HARNESS_ERROR, std::to_string(run) + " of " + std::to_string(s.rows.size()) +
                                        " planned cases ran (first missing one: " + why + ")"};
  return {Verdict::PASS, ""};
}

json build_record(const Session& s) {
  json rec =
      record_header("correct", s.target.model, s.target.platform, s.target.task, s.target.sample);
  rec["module"] = s.target.module.string();
  rec["device"] = s.harness->device();
  if (!s.harness->device_info().empty()) rec["device_info"] = s.harness->device_info();
  rec["run"] = run_metadata(s.target.task, s.target.platform, s.target.module);
  json cases = json::array();
  bool ran = false;
  MistrustTally trivial;  // cases with a trivial expected output; outputs never judged otherwise
  int64_t compared = 0;  // output elements judged, over every case that ran
  for (const CaseRow& row : s.rows) {
    json c = {{"set", row.group()},
              {"index", row.shape->index},
              {"sizes", describe_case(s.target.spec, row.shape->values)},
              {"seed", row.seed},
              {"repro", s.harness->repro_line(row.shape->values, row.seed, row.opt)}};
    if (!row.env.empty()) c["worker_env"] = row.env;
    if (!row.ran) {
      c["verdict"] = "NOT_RUN";
      c["detail"] = row.not_run.empty() ? "never started" : row.not_run;
      cases.push_back(c);
      continue;
    }
    const CaseResult& r = row.result;
    c["verdict"] = verdict_name(r.verdict);
    if (!r.detail.empty()) c["detail"] = r.detail;
    double max_abs = 0, max_rel = 0;
    for (const Comparison& cmp : r.comparisons) {
      max_abs = std::max(max_abs, cmp.max_abs);
      max_rel = std::max(max_rel, cmp.max_rel);
    }
    c["max_abs_err"] = max_abs;
    c["max_rel_err"] = max_rel;
    c["mistrusted"] = r.mistrusted;
    c["seconds"] = row.seconds;
    if (!r.note.empty()) c["note"] = r.note;
    trivial.add(r);
    for (const Comparison& cmp : r.comparisons) compared += cmp.checked;
    ran = true;
    for (const Comparison& cmp : r.comparisons)  // a trivial expected output the spec waives
      if (!cmp.waived.empty()) c["waived"][cmp.tensor] = cmp.waived;
    for (const Comparison& cmp : r.comparisons)  // the quantized check's +-1-quantum allowance
      if (cmp.quantum) c["quantum_allowed"][cmp.tensor] = cmp.quantum;
    for (const Comparison& cmp : r.comparisons)  // elements passed as the reference's alternative
      if (cmp.alternative) c["alternative_allowed"][cmp.tensor] = cmp.alternative;
    cases.push_back(c);
  }
  auto [verdict, why] = fold_cases(s);
  rec["verdict"] = verdict_name(verdict);
  rec["reason"] = why;
  rec["plan"] = plan_json(s);
  if (!s.excluded.empty()) {
    json ex = json::array();
    for (const auto& [variant, why] : s.excluded)
      ex.push_back({{"variant", variant}, {"why", why}});
    rec["plan"]["excluded"] = ex;  // declared by a vendor baseline, never planned
  }
  // Only zero-size cases ran (--sets empty): nothing was compared, so a PASS says nothing. Nor
  // does one where an output was trivial in every case; a few trivial cases are only counted.
  bool mistrusted = false;
  if (ran && compared == 0) {
    mistrusted = true;
    rec["mistrust_reason"] = "no output element was compared: every case that ran was empty";
  } else if (std::string why = trivial.reason(); !why.empty()) {
    mistrusted = true;
    rec["mistrust_reason"] = why;
  }
  rec["mistrusted"] = mistrusted;
  rec["mistrusted_cases"] = trivial.trivial_cases();
  for (const TensorSpec& o : s.target.spec.outputs)  // the spec's waivers, whether or not used
    if (!o.const_output.empty()) rec["const_output"][o.name] = o.const_output;
  json checks = json::object();  // how each output was judged (spec v2: tolerance or exact)
  for (const TensorSpec& o : s.target.spec.outputs)
    checks[o.name] = check_name(check_of(s.target.task, o));
  rec["checks"] = checks;
  rec["cases"] = cases;
  return rec;
}

/// Every case the stage will run, in order: the listed shape sets (bench after them, as the
/// slowest), the drawn set of each seed (buffers ending at protected pages), each input variant on
/// its sets, and last the held-out cases again in fresh workers. A set filter (--sets) applies
/// to all of them; "drawn" names the drawn set.
void plan_rows(Session& s, const std::vector<uint64_t>& seeds,
               const std::vector<std::string>& only_sets,
               const std::vector<std::vector<std::string>>& rerun_env) {
  const Spec& spec = s.target.spec;
  auto wanted = [&](const std::string& set) {
    return only_sets.empty() ||
           std::find(only_sets.begin(), only_sets.end(), set) != only_sets.end();
  };
  // bench_<platform> sets are timing sizes (a GPU-filling GEMM): the perf stage checks them.
  auto listed = [&](const std::string& set) { return set.rfind("bench_", 0) != 0 && wanted(set); };
  // The drawn set's cases are shared out among the seeds (every remainder still comes up); a
  // many-seed sweep (--drawn-per-seed) draws the whole set for every seed instead.
  std::map<uint64_t, std::vector<const ShapeCase*>> drawn;
  const int total = spec.draw.cases, n_seeds = static_cast<int>(seeds.size());
  if (spec.draw.present() && wanted("drawn"))
    for (int i = 0; i < n_seeds; ++i) {
      const uint64_t seed = seeds[static_cast<size_t>(i)];
      const int first = s.drawn_per_seed ? 0 : total * i / n_seeds;
      const int count = s.drawn_per_seed ? total : total * (i + 1) / n_seeds - first;
      try {
        for (ShapeCase& c : drawn_cases(spec, seed, first, count)) {
          s.drawn.push_back(std::move(c));
          drawn[seed].push_back(&s.drawn.back());
        }
      } catch (const SpecError& e) {
        s.plan_errors.push_back(std::string("the drawn cases of seed ") + std::to_string(seed) +
                                " cannot be made: " + e.what());
      }
    }
  auto add_set = [&](const std::string& set, const std::string& variant) {
    for (uint64_t seed : seeds) {
      CheckOptions opt{.variant = variant,
                       .page_guard = Arena::PageGuard::none,
                       .prefill = true,
                       .mutate = variant.empty() && (set == "small" || set == "drawn")};
      if (set == "drawn") {
        // Drawn buffers sit against protected pages: even cases end at one (reads past the end
        // fault), odd cases start right after one (reads before the start fault).
        for (const ShapeCase* c : drawn[seed]) {
          opt.page_guard = c->index % 2 == 0 ? Arena::PageGuard::end : Arena::PageGuard::start;
          s.rows.push_back({c, seed, opt, {}, {}, false, {}});
        }
        continue;
      }
      for (const ShapeCase& c : spec.shapes.at(set))
        s.rows.push_back({&c, seed, opt, {}, {}, false, {}});
    }
  };
  // Shape-major within a set (as before), seeds inner: rows of one shape stay together.
  for (const std::string& set : spec.set_names)
    if (set != "bench" && listed(set)) {
      for (const ShapeCase& c : spec.shapes.at(set))
        for (uint64_t seed : seeds)
          s.rows.push_back({&c,
                            seed,
                            {.variant = "",
                             // A zero-size tensor ends at a protected page: reading its "first
                             // element" faults (OUT_OF_BOUNDS) instead of reading a guard byte.
                             .page_guard = set == "empty" ? Arena::PageGuard::end
                                                          : Arena::PageGuard::none,
                             .prefill = true,
                             .mutate = set == "small"},
                            {},
                            {},
                            false,
                            {}});
    }
  if (!drawn.empty()) add_set("drawn", "");
  for (const InputVariant& v : spec.variants)
    for (const std::string& set : v.sets)
      if (!s.excluded.count(v.name) && v.applies_to(s.target.task.dtype))
        if (set == "drawn" ? !drawn.empty() : listed(set)) add_set(set, v.name);
  // The bench shapes are the largest by far (2^24 elements); the perf stage checks every timed
  // call's outputs on them again, so one seed here, without the pre-filled call.
  if (listed("bench") && !seeds.empty())
    for (const ShapeCase& c : spec.shapes.at("bench"))
      s.rows.push_back(
          {&c,
           seeds.front(),
           {.variant = "", .page_guard = Arena::PageGuard::none, .prefill = false, .mutate = false},
           {},
           {},
           false,
           {}});
  // Every held-out case (the larger ones, where parallel paths are taken), first seed, last of
  // all: the rows after a rerun would need the plain worker again, a third process (the bench
  // case after the reruns cost a Triton relu 6.6 of its 19 s on the H200: torch imported again).
  if (listed("heldout") && !seeds.empty())
    for (size_t w = 0; w < rerun_env.size(); ++w)
      for (const ShapeCase& c : spec.shapes.at("heldout")) {
        s.rows.push_back({&c, seeds.front(), {}, rerun_env[w], {}, false, {}});
        s.rows.back().worker = static_cast<int>(w) + 1;
      }
}

/// Where the test's wall time went, in seconds: the plan (spec, drawn cases), the workers'
/// starts and stops, the cases (their workers' starts and loads included); `total_s` up to
/// the record.
json timing_json(const Session& s, double planned_at, double total) {
  const Harness::WorkerSeconds w = s.harness->worker_seconds();
  double cases = 0;
  for (const CaseRow& r : s.rows) cases += r.seconds;
  return {{"plan_s", planned_at},      {"worker_hello_s", w.hello}, {"worker_start_s", w.start},
          {"module_load_s", w.load},   {"cases_s", cases},          {"worker_stop_s", w.stop},
          {"total_s", total}};
}

/// Prints the stage's decision the way CTest reads it, and returns the test's exit status.
int finish(const std::string& id, const json& rec) {
  Decision d = judge_stage(StageOutcome::from_record(rec));
  if (d.verdict == "SKIPPED") std::cout << "[  SKIPPED ] " << d.reason << "\n";
  std::cout << "kernelmark: " << id << " " << d.verdict << (d.reason.empty() ? "" : ": " + d.reason)
            << "\n";
  return exit_status(d);
}

int run(int argc, char** argv) {
  const auto started = std::chrono::steady_clock::now();
  auto since_start = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  };
  ::testing::InitGoogleTest(&argc, argv);
  Args args(argc, argv, 1,
            {"spec", "dtype", "model", "module", "record", "seeds", "timeout", "cpu-limit",
             "dump-dir", "sets", "worker", "exclude-variant", "cache-dir", "private-dir", "sample", "jit-cache",
             "budget", "deadline"},
            {"drawn-per-seed"});
  Session s;
  s.target.spec = load_spec(args.get("spec"), args.get_or("private-dir", ""));
  s.target.task = task_of(s.target.spec, args.get("dtype"));
  s.target.model = args.get("model");
  s.target.sample = parse_sample(args.get_or("sample", "0"));
  s.target.platform = runner_platform();
  s.target.module = std::filesystem::absolute(args.get("module"));
  s.target.record = args.get("record");
  s.dump_dir = args.get_or("dump-dir", "");
  s.drawn_per_seed = args.has("drawn-per-seed");
  s.started = started;
  s.budget_s = args.number("budget", 0);  // 0: none
  // --deadline: no call runs past this many seconds after the start either (0: none); a case cut
  // by it is the harness's (HARNESS_ERROR), and the record is still written. Why: a case that
  // started before --budget ran out and compiled for minutes (lstm_bidirectional_f16 under
  // torch.compile on the 2-core box, session 35) was killed by CTest's TIMEOUT with no record.
  const double deadline_s = args.number("deadline", 0);
  const std::string id = "correct." + s.target.id();
  std::vector<uint64_t> seeds = parse_seeds(args.get_or("seeds", "101,202,303"));
  for (const std::string& kv : args.all("exclude-variant")) {
    std::string name = kv.substr(0, kv.find('='));
    if (!s.target.spec.variant(name))
      throw ArgError("--exclude-variant: " + s.target.spec.file.string() +
                     " has no input variant '" + name + "'");
    s.excluded[name] = kv.find('=') == std::string::npos ? "" : kv.substr(kv.find('=') + 1);
  }
  // A subset of shape sets, e.g. for many-seed sweeps over the cheap ones; unknown names are
  // errors.
  std::vector<std::string> only_sets;
  if (args.has("sets")) {
    std::stringstream ss(args.get("sets"));
    for (std::string name; std::getline(ss, name, ',');) {
      if (!s.target.spec.shapes.count(name) && !(name == "drawn" && s.target.spec.draw.present()))
        throw ArgError("--sets: '" + name + "' is not a shape set of " +
                       s.target.spec.file.string());
      only_sets.push_back(name);
    }
  }

  const PlatformInfo platform = PlatformInfo::load(runner_platform_json());
  // Every worker of this stage gets the platform's correctness environment; reruns add theirs.
  s.base_env = platform.correct_env;
  std::vector<std::vector<std::string>> reruns;
  for (const std::vector<std::string>& env : platform.rerun_env) {
    reruns.push_back(s.base_env);
    reruns.back().insert(reruns.back().end(), env.begin(), env.end());
    // What the worker gets, and so what the record lists: a rerun's OMP_NUM_THREADS=3, not the
    // stage's =2 beside it.
    reruns.back() = WorkerClient::merged_env(std::move(reruns.back()));
  }
  plan_rows(s, seeds, only_sets, reruns);
  const double planned_at = since_start();

  // From here on the target is known: whatever fails is recorded, as the harness's fault.
  std::optional<ScratchDir> scratch;
  std::optional<Harness> harness;
  HarnessOptions hopt{.platform = runner_platform(),
                      .worker = args.get_or("worker", worker_path(runner_platform()).string()),
                      .module = s.target.module,
                      .scratch = {},
                      .call_timeout_s = args.number("timeout", 30),
                      .cpu_limit_s = args.number("cpu-limit", 0),
                      .zygote = platform.worker_zygote};
  hopt.deadline = deadline_after(started, deadline_s);
  auto cache = std::make_shared<ReferenceCache>(
      ReferenceCache::resolve_dir(args.get_or("cache-dir", "off")));
  hopt.reference_cache = cache;
  JitCache jit(args.get_or("jit-cache", ""));
  try {
    scratch.emplace();
    hopt.scratch = scratch->path();
    jit.seed(scratch->path());
  } catch (const std::exception& e) {
    s.not_runnable = CaseResult{Verdict::HARNESS_ERROR, e.what(), {}, false, {}};
  }
  harness.emplace(s.target.task, hopt);
  s.harness = &*harness;
  // The cases' first worker is the one that answers hello, started with the stage's environment:
  // restarting it after hello cost a second process and, on cuda, a second context (0.2-0.3 s
  // each, serialised in the driver across processes: benchmarks/results/h200/2026-12-01-session4).
  harness->restart_worker(s.base_env);
  s.env = s.base_env;
  if (!s.not_runnable) s.not_runnable = harness->not_runnable();
  if (!s.not_runnable) prestart_next(s, nullptr);
  if (scratch) s.after_case = [&jit, &scratch] { jit.checkpoint(scratch->path()); };

  for (CaseRow& row : s.rows) {
    std::string name = row.group() + "_" + std::to_string(row.shape->index) + "_seed" +
                       std::to_string(row.seed) +
                       (row.worker ? "_worker" + std::to_string(row.worker) : "");
    for (char& c : name)
      if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') c = '_';
    ::testing::RegisterTest(s.target.task.name().c_str(), name.c_str(), nullptr,
                            describe_case(s.target.spec, row.shape->values).c_str(), __FILE__,
                            __LINE__, [&s, &row]() -> ::testing::Test* {
                              struct T : ::testing::Test {
                                Session* s;
                                CaseRow* row;
                                T(Session* s_, CaseRow* r_) : s(s_), row(r_) {}
                                void TestBody() override {
                                  run_row(*s, *row);
                                  if (s->after_case) s->after_case();
                                }
                              };
                              return new T(&s, &row);
                            });
  }
  int gtest_status = RUN_ALL_TESTS();
  (void)gtest_status;  // the record, not GoogleTest's tally, decides the exit status
  // Stopped before the record is written so that the record can say what the stop cost (on
  // cuda, tearing the device context down in the driver).
  // What a JIT platform's worker compiled and found in its cache (triton: telemetry's "jit").
  const json jit_stats = harness->telemetry().value("jit", json());
  harness->stop_worker();
  json rec = build_record(s);
  if (!jit_stats.is_null()) rec["jit"] = jit_stats;
  rec["timing"] = timing_json(s, planned_at, since_start());
  if (rec.contains("mistrust_reason"))
    std::cout << "[ MISTRUSTED ] " << rec["mistrust_reason"].get<std::string>() << "\n";
  if (!harness->sandbox().empty()) rec["sandbox"] = harness->sandbox();
  if (const Harness::WorkerStarts w = harness->worker_starts(); w.forked + w.spawned > 0)
    rec["worker_starts"] = {{"spawned", w.spawned}, {"forked_by_zygote", w.forked}};
  rec["reference_cache"] = cache->to_json();
  if (scratch) jit.keep(scratch->path());
  if (json j = jit.to_json(); !j.is_null()) rec["jit_cache"] = j;
  try {
    write_record(s.target.record, rec);
  } catch (const std::exception& e) {
    std::cout << "kernelmark: " << id
              << " HARNESS_ERROR: the record could not be written: " << e.what() << "\n";
    return 1;
  }
  return finish(id, rec);
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
