// SPDX-License-Identifier: Apache-2.0
// Perf runner, one program per platform: for every `bench` shape, times the
// candidate and the platform's baseline for the task through Google Benchmark (one benchmark per
// shape and implementation; each is one adaptive measurement in the worker), checks the outputs
// of the timed calls, and writes the perf record with median, spread, speedup, GFLOP/s and GB/s.
//
//   km-perf-<platform> --spec S --dtype D --model M --module SO [--baseline SO --baseline-label L]
//                      --record R [--peaks FILE] [--seed N] [--max-seconds S] [--rel-stderr R]
//                      [--sizes n=..,..]   (time this one case instead of the bench set)
//                      [--baseline-absent WHY --baseline-label L]  (a baseline this host cannot run)
//                      [--yardsticks eager,compile --torch-worker EXE --torch-device cpu|cuda]
//                      [--yardsticks-absent WHY]   (no torch yardstick can run in this build)
//                      [--yardstick-departures FILE]  (a whole-task departure: that one absent)
//                      [--timeout SEC] [--cpu-limit CPU_SEC] [--worker EXE] [--deadline SEC]
//                      [benchmark flags such as --benchmark_out=FILE]
//
// The stage's verdict is the candidate's: a baseline that fails (its own timing anomaly, a
// crash) only leaves that shape without a speedup, and the record says why.
//
// The torch yardsticks (docs/yardsticks.md) are timed like the baseline: the task's semantics run
// by torch eager or torch.compile in the Python host's worker, on the same input sets; each one
// that is present adds its time and speedup to every shape (`yardsticks`, `speedups`).
//
// Without a baseline (no vendor primitive for the task) only the candidate is timed. With a peaks
// file (`kernelmark peaks`) holding the device, every shape also gets its % of speed of light:
// max(flops / peak flops, bytes / peak bandwidth) / measured time.
#include <benchmark/benchmark.h>

#include <chrono>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <iostream>

#include "core/args.hpp"
#include "core/decision.hpp"
#include "core/harness.hpp"
#include "core/jit_cache.hpp"
#include "core/paths.hpp"
#include "core/prepared_case.hpp"
#include "core/platform.hpp"
#include "core/record.hpp"
#include "core/ref_cache.hpp"
#include "core/run_info.hpp"
#include "core/tensor.hpp"
#include "core/yardstick_departures.hpp"
#include "runners/run_options.hpp"
#include "runners/runner_platform.hpp"

namespace km {
namespace {

using json = nlohmann::json;

struct Measured {
  const ShapeCase* shape = nullptr;
  TimingResult candidate;
  std::map<std::string, TimingResult> yard;  // by yardstick key
  bool ran = false;
};

/// Something the candidate is compared with: the vendor baseline ("vendor") or a torch yardstick
/// ("torch_eager", "torch_compile"). Its trouble is never the candidate's.
struct Yardstick {
  std::string key, label;
  std::filesystem::path module;
  std::unique_ptr<Harness> harness;
  std::string absent;  // why it is not timed at all ("" when it is)
};

json timing_json(const TimingResult& t) {
  return {{"verdict", verdict_name(t.verdict)},
          {"detail", t.detail},
          {"median_s", t.stats.median},
          {"mean_s", t.stats.mean},
          {"min_s", t.stats.min},
          {"p10_s", t.stats.p10},
          {"p90_s", t.stats.p90},
          {"stddev_s", t.stats.stddev},
          {"samples", t.stats.n},
          {"rel_stderr", t.stats.rel_stderr},
          {"converged", t.converged},
          {"warmup_calls", t.warmup_calls},
          {"checks", t.checks},
          {"telemetry", t.telemetry}};
}

void measure(benchmark::State& state, Harness& h, const Task& task, const ShapeCase& shape,
             uint64_t seed, const TimingOptions& topt, TimingResult& out) {
  for (auto _ : state) {
    out = h.time(shape.values, seed, topt);
    state.SetIterationTime(out.stats.n ? out.stats.median : 1e-9);
  }
  if (out.verdict != Verdict::PASS) {
    state.SkipWithError((std::string(verdict_name(out.verdict)) + ": " + out.detail).c_str());
    return;
  }
  double flops = task.spec->flops.eval_real(shape.values);
  double bytes = bytes_moved(task, shape.values);
  state.counters["GFLOP/s"] = flops / out.stats.median / 1e9;
  state.counters["GB/s"] = bytes / out.stats.median / 1e9;
  state.counters["p10_us"] = out.stats.p10 * 1e6;
  state.counters["p90_us"] = out.stats.p90 * 1e6;
  state.counters["samples"] = out.stats.n;
  state.counters["rel_stderr"] = out.stats.rel_stderr;
}

/// Speed-of-light time of one call, or 0 when the device has no measured peaks.
double sol_seconds(const json& peaks, DType dtype, double flops, double bytes) {
  if (peaks.is_null()) return 0;
  double bw = peaks.value("dram_gbs", 0.0) * 1e9;
  double fl = peaks.value(std::string(dtype_name(dtype)) + "_tflops", 0.0) * 1e12;
  double t = 0;
  if (bw > 0) t = std::max(t, bytes / bw);
  if (fl > 0) t = std::max(t, flops / fl);
  return t;
}

json device_peaks(const std::string& file, const std::string& device) {
  if (file.empty() || device.empty()) return nullptr;
  std::ifstream in(file);
  if (!in) return nullptr;
  json all = json::parse(in, nullptr, false);
  std::string name = device.substr(0, device.find(" ("));
  if (all.is_discarded() || !all.contains(name)) return nullptr;
  return all[name];
}

/// Fills row["yardsticks"] (each yardstick's timing and speedup, or why it has none) and
/// row["speedups"]; the vendor baseline's speedup and trouble also keep their own fields
/// ("speedup", "no_speedup"), which the report reads.
void compare_with_yardsticks(const std::vector<Yardstick>& yards, const Measured& m, double med,
                             const std::string& sizes, json& row, json& problems) {
  for (const Yardstick& y : yards) {
    if (!y.absent.empty()) continue;
    const TimingResult& r = m.yard.at(y.key);
    json entry = timing_json(r);
    if (r.verdict == Verdict::PASS) {
      entry["speedup"] = r.stats.median / med;
      row["speedups"][y.key] = r.stats.median / med;
      if (y.key == "vendor") row["speedup"] = r.stats.median / med;
    } else {
      std::string why = (y.key == "vendor" ? "baseline (" + y.label + ")" : y.label) + " at " +
                        sizes + ": " + std::string(verdict_name(r.verdict)) + ": " + r.detail;
      entry["missing"] = why;
      if (y.key == "vendor") row["no_speedup"] = why;
      problems.push_back(why);
    }
    row["yardsticks"][y.key] = entry;
  }
}

/// The torch yardsticks asked for (--yardsticks eager,compile), each a Harness over the Python
/// host's worker running the task's semantics; one that cannot run here is absent with its reason.
template <class Options>
void add_torch_yardsticks(Args& args, const Task& task, Options options, double timeout,
                          std::vector<Yardstick>& yards) {
  std::stringstream list(args.get_or("yardsticks", ""));
  for (std::string mode; std::getline(list, mode, ',');) {
    if (mode.empty()) continue;
    Yardstick y{"torch_" + mode, "torch " + mode, std::filesystem::absolute(args.get("spec")),
                nullptr, ""};
    if (mode != "eager" && mode != "compile") {
      y.absent = "unknown torch yardstick '" + mode + "' (eager, compile)";
    } else if (args.has("yardsticks-absent")) {
      y.absent = args.get("yardsticks-absent");
    } else if (auto dep = args.has("yardstick-departures")
                              ? whole_task_departure(args.get("yardstick-departures"), y.key,
                                                     task.name(), args.get_or("torch-device", "cpu"))
                              : std::nullopt) {
      y.absent = dep->describe(y.label);
    } else if (!args.has("torch-worker")) {
      y.absent = "no Python host worker given (--torch-worker)";
    } else {
      auto opt = options(y.module);
      opt.worker = args.get("torch-worker");
      opt.zygote = true;  // the torch worker is the Triton host's (platforms/triton: worker_zygote)
      // torch.compile compiles each shape in its first (untimed) call: tens of seconds on the
      // 2-core box, minutes for a large graph.
      if (mode == "compile") opt.call_timeout_s = std::max(timeout, 900.0);
      y.harness = std::make_unique<Harness>(task, opt);
      y.harness->restart_worker({"KM_TORCH_YARDSTICK=" + mode,
                                 "KM_TORCH_DEVICE=" + args.get_or("torch-device", "cpu")});
      if (auto no = y.harness->not_runnable())
        y.absent = std::string(verdict_name(no->verdict)) + ": " + no->detail;
    }
    yards.push_back(std::move(y));
  }
}

int run(int argc, char** argv) {
  const auto started = std::chrono::steady_clock::now();
  benchmark::Initialize(&argc, argv);
  Args args(argc, argv, 1,
            {"spec", "dtype", "model", "module", "baseline", "baseline-label", "record", "seed",
             "max-seconds", "rel-stderr", "timeout", "cpu-limit", "peaks", "sizes", "worker",
             "cache-dir", "private-dir", "sample", "yardsticks", "torch-worker", "torch-device",
             "yardsticks-absent", "yardstick-departures", "jit-cache", "baseline-absent", "deadline"});
  RunTarget t;
  t.spec = load_spec(args.get("spec"), args.get_or("private-dir", ""));
  t.task = task_of(t.spec, args.get("dtype"));
  t.model = args.get("model");
  t.sample = parse_sample(args.get_or("sample", "0"));
  t.platform = runner_platform();
  t.module = std::filesystem::absolute(args.get("module"));
  t.record = args.get("record");
  const bool has_baseline = args.has("baseline");
  auto baseline_module =
      has_baseline ? std::filesystem::absolute(args.get("baseline")) : std::filesystem::path();
  std::string baseline_label =
      args.get_or("baseline-label", has_baseline ? "unlabelled baseline" : "");
  uint64_t seed = parse_seeds(args.get_or("seed", "101")).front();
  TimingOptions topt;
  topt.max_s = args.number("max-seconds", 1.0);
  topt.rel_stderr = args.number("rel-stderr", 0.01);
  double timeout = args.number("timeout", 60);
  // --deadline: no call of the candidate or a yardstick runs past this many seconds after the
  // start (0: none); a call cut by it is the harness's (HARNESS_ERROR) and the record is still
  // written. Why: a torch.compile yardstick may compile for up to 900 s in one call, CTest's
  // TIMEOUT, which kills the runner before it writes anything.
  const auto deadline = deadline_after(started, args.number("deadline", 0));

  const std::string id = "perf." + t.id();
  json rec = record_header("perf", t.model, t.platform, t.task, t.sample);
  rec["module"] = t.module.string();
  rec["run"] = run_metadata(t.task, t.platform, t.module);
  auto finish = [&](const json& r) {
    try {
      write_record(t.record, r);
    } catch (const std::exception& e) {
      std::cout << "kernelmark: " << id
                << " HARNESS_ERROR: the record could not be written: " << e.what() << "\n";
      return 1;
    }
    Decision d = judge_stage(StageOutcome::from_record(r));
    if (d.verdict == "SKIPPED") std::cout << "[  SKIPPED ] " << d.reason << "\n";
    std::cout << "kernelmark: " << id << " " << d.verdict
              << (d.reason.empty() ? "" : ": " + d.reason) << "\n";
    return exit_status(d);
  };
  std::optional<ScratchDir> scratch_dir;
  try {
    scratch_dir.emplace();
  } catch (const std::exception& e) {
    rec["verdict"] = "HARNESS_ERROR";
    rec["reason"] = e.what();
    return finish(rec);
  }
  const ScratchDir& scratch = *scratch_dir;
  JitCache jit(args.get_or("jit-cache", ""));  // the correctness stage's compilations, reused
  jit.seed(scratch.path());
  const std::string worker = args.get_or("worker", worker_path(runner_platform()).string());
  // Candidate and baseline are timed on the same input sets, whose references are computed once.
  auto sets = std::make_shared<InputSetCache>();
  auto cache = std::make_shared<ReferenceCache>(
      ReferenceCache::resolve_dir(args.get_or("cache-dir", "off")));
  const bool zygote = PlatformInfo::load(runner_platform_json()).worker_zygote;
  auto options = [&](const std::filesystem::path& module) {
    return HarnessOptions{.platform = runner_platform(),
                          .worker = worker,
                          .module = module,
                          .scratch = scratch.path(),
                          .call_timeout_s = timeout,
                          .cpu_limit_s = args.number("cpu-limit", 0),
                          .set_cache = sets,
                          .reference_cache = cache,
                          .zygote = zygote,
                          .deadline = deadline};
  };
  Harness cand(t.task, options(t.module));
  std::vector<Yardstick> yards;
  if (has_baseline) {
    yards.push_back({"vendor", baseline_label, baseline_module,
                     std::make_unique<Harness>(t.task, options(baseline_module)), ""});
    rec["baseline"] = {{"module", baseline_module.string()},
                       {"label", baseline_label},
                       {"run", run_metadata(t.task, t.platform, baseline_module)}};
  } else if (args.has("baseline-absent")) {
    // The task has a vendor baseline this host cannot run (a CPU flag its library needs,
    // cmake/KernelMarkCpuFlags.cmake): the record says so rather than looking like a task without one.
    yards.push_back({"vendor", args.get_or("baseline-label", "unlabelled baseline"), {}, nullptr,
                     args.get("baseline-absent")});
  }
  rec["timing"] = {
      {"clock", PlatformInfo::load(runner_platform_json()).timer},
      {"max_seconds", topt.max_s},
      {"rel_stderr_target", topt.rel_stderr},
      {"min_samples", topt.min_samples},
      {"cache", "flushed before every timed call"},
      {"inputs", "input sets copied in before every timed call; every timed output checked"}};
  if (auto no = cand.not_runnable()) {
    rec["verdict"] = verdict_name(no->verdict);
    rec["reason"] = no->detail;
    return finish(rec);
  }
  // Only for a candidate that runs: each torch yardstick's worker imports torch (seconds).
  try {
    add_torch_yardsticks(args, t.task, options, timeout, yards);
  } catch (const std::exception& e) {  // the departures list unreadable: the harness's fault
    rec["verdict"] = "HARNESS_ERROR";
    rec["reason"] = std::string("the torch yardsticks: ") + e.what();
    return finish(rec);
  }
  rec["device"] = cand.device();
  if (!cand.device_info().empty()) rec["device_info"] = cand.device_info();
  json peaks = device_peaks(args.get_or("peaks", ""), cand.device());
  if (!peaks.is_null()) rec["peaks"] = peaks;

  std::vector<ShapeCase> custom;
  if (args.has("sizes")) custom.push_back({"custom", 0, parse_case(t.spec, args.get("sizes"))});
  // A platform may time shapes of its own (bench_cuda: sizes that fill a GPU): platform.json's
  // bench_sets, the first one the spec has.
  std::string bench_set = "bench";
  for (const std::string& s : PlatformInfo::load(runner_platform_json()).bench_sets)
    if (t.spec.shapes.count(s)) {
      bench_set = s;
      break;
    }
  rec["bench_set"] = bench_set;
  const std::vector<ShapeCase>& shapes_to_time =
      custom.empty() ? t.spec.shapes.at(bench_set) : custom;
  std::vector<Measured> rows;
  for (const ShapeCase& shape : shapes_to_time) rows.push_back({&shape, {}, {}, false});
  for (Measured& m : rows) {
    std::string base_name = t.task.name() + "/" + describe_case(t.spec, m.shape->values);
    benchmark::RegisterBenchmark((base_name + "/" + t.model).c_str(),
                                 [&, mp = &m](benchmark::State& st) {
                                   measure(st, cand, t.task, *mp->shape, seed, topt, mp->candidate);
                                   mp->ran = true;
                                 })
        ->Iterations(1)
        ->UseManualTime()
        ->Unit(benchmark::kMicrosecond);
    for (Yardstick& y : yards) {
      if (!y.absent.empty()) continue;
      m.yard[y.key].verdict = Verdict::HARNESS_ERROR;  // until its benchmark has run
      m.yard[y.key].detail = "not timed";
      std::string bench = base_name + "/" + (y.key == "vendor" ? "baseline" : y.key);
      benchmark::RegisterBenchmark(bench.c_str(), [&, mp = &m, yp = &y](benchmark::State& st) {
        measure(st, *yp->harness, t.task, *mp->shape, seed, topt, mp->yard[yp->key]);
      })
          ->Iterations(1)
          ->UseManualTime()
          ->Unit(benchmark::kMicrosecond);
    }
  }
  // Debian's libbenchmark is a DEBUG build and says "Library was built as DEBUG. Timings may be
  // affected." That concerns its own timing loop: every figure here is a manual time (one
  // iteration whose time the harness measured itself, with device events or the host clock), so
  // the library's build type does not enter it.
  std::cout << "kernelmark: times below are the harness's own measurements (manual time); a "
               "'Library was built as DEBUG' warning from Google Benchmark does not apply to them\n";
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  rec["sandbox"] = cand.sandbox();

  // The candidate's verdict decides the stage; a failing baseline only costs its shape the
  // speedup (a yardstick's trouble is never the candidate's).
  Verdict overall = Verdict::PASS;
  std::string reason;
  json shapes = json::array(), yardstick_problems = json::array();
  int64_t ran = 0;
  for (const Measured& m : rows) {
    if (!m.ran) continue;
    ++ran;
    const Bindings& v = m.shape->values;
    json row = {{"sizes", describe_case(t.spec, v)},
                {"flops", t.spec.flops.eval_real(v)},
                {"bytes", bytes_moved(t.task, v)},
                {"candidate", timing_json(m.candidate)}};
    if (has_baseline) row["baseline"] = timing_json(m.yard.at("vendor"));
    if (m.candidate.verdict != Verdict::PASS) {
      if (overall == Verdict::PASS) {
        overall = m.candidate.verdict;
        reason = "timed calls: " + m.candidate.detail;
      }
      shapes.push_back(row);
      continue;
    }
    double med = m.candidate.stats.median;
    row["gflops"] = t.spec.flops.eval_real(v) / med / 1e9;
    row["gbs"] = bytes_moved(t.task, v) / med / 1e9;
    if (!m.candidate.converged)
      row["not_converged"] =
          "sampling stopped on the time budget at a relative standard error of " +
          std::to_string(m.candidate.stats.rel_stderr);
    compare_with_yardsticks(yards, m, med, describe_case(t.spec, v), row, yardstick_problems);
    bool base_ok = row.contains("speedup");
    if (double sol =
            sol_seconds(peaks, t.task.dtype, t.spec.flops.eval_real(v), bytes_moved(t.task, v));
        sol > 0) {
      row["sol_seconds"] = sol;
      row["sol_percent"] = 100.0 * sol / med;
      if (base_ok) row["baseline_sol_percent"] = 100.0 * sol / m.yard.at("vendor").stats.median;
    }
    shapes.push_back(row);
  }
  if (overall == Verdict::PASS && ran < static_cast<int64_t>(rows.size())) {
    overall = Verdict::HARNESS_ERROR;
    reason =
        std::to_string(ran) + " of " + std::to_string(rows.size()) + " planned shapes were timed";
  }
  rec["verdict"] = verdict_name(overall);
  rec["reason"] = reason;
  rec["plan"] = {{"planned", rows.size()}, {"run", ran}};
  rec["reference_cache"] = cache->to_json();
  rec["shapes"] = shapes;
  if (!yardstick_problems.empty()) rec["yardstick_problems"] = yardstick_problems;
  rec["yardsticks"] = json::object();
  for (const Yardstick& y : yards)
    rec["yardsticks"][y.key] = y.absent.empty()
                                   ? json{{"label", y.label}, {"module", y.module.string()}}
                                   : json{{"label", y.label}, {"absent", y.absent}};
  for (const json& row : shapes) {
    std::cout << "  " << row["sizes"].get<std::string>() << ": ";
    // A candidate whose timed calls failed has no time: its line says its verdict, not "0 us".
    if (const std::string v = row["candidate"]["verdict"]; v != "PASS") {
      std::cout << "not timed: " << v << "\n";
      continue;
    }
    std::cout << "median " << row["candidate"]["median_s"].get<double>() * 1e6 << " us";
    if (row.contains("speedup"))
      std::cout << ", speedup " << row["speedup"].get<double>() << "x vs " << baseline_label;
    if (row.contains("speedups"))
      for (const auto& [key, x] : row["speedups"].items())
        if (key != "vendor") std::cout << ", " << x.get<double>() << "x vs " << key;
    if (row.contains("no_speedup"))
      std::cout << ", no speedup: " << row["no_speedup"].get<std::string>();
    if (row.contains("sol_percent"))
      std::cout << ", " << row["sol_percent"].get<double>() << "% of speed of light";
    if (row.contains("not_converged"))
      std::cout << " (" << row["not_converged"].get<std::string>() << ")";
    std::cout << "\n";
  }
  jit.keep(scratch.path());
  if (json j = jit.to_json(); !j.is_null()) rec["jit_cache"] = j;
  return finish(rec);
}

}  // namespace
}  // namespace km

int main(int argc, char** argv) {
  try {
    return km::run(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "km-perf: " << e.what() << "\n";
    return 2;
  }
}
