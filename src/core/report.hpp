// SPDX-License-Identifier: Apache-2.0
// Report maths: from the per-test records to per-task outcomes, then to the figures a model is
// compared by (compile rate, pass rate, fast_p, two-level geometric-mean speedup), overall, per
// category and per verdict.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/decision.hpp"
#include "core/spec.hpp"

namespace km {

struct TaskOutcome {
  std::string model, platform, task, op, category, dtype;
  int sample = 0;  // which of the model's samples of the task (0 unless it was given k)
  std::optional<double> tokens_in, tokens_out, cost;  // from the imported response (attach_usage)
  // From the perf record (core/perf_figures.hpp): geomean % of speed of light over the shapes,
  // mean SOL score, the speedup's 95 % interval over the shapes, and the comparison's word.
  std::optional<double> sol_percent, sol_score, speedup_lo, speedup_hi;
  std::string comparison;
  std::optional<StageOutcome> compile, correct, perf;  // the stages that left a record
  std::vector<double> speedups;                        // per bench shape, candidate vs baseline
  std::string baseline;                                // the baseline's label
  /// Per bench shape, candidate vs each torch yardstick ("torch_eager", "torch_compile").
  std::map<std::string, std::vector<double>> yardstick_speedups;
  std::vector<std::string>
      notes;  // what the figures do not say: unconverged timing, a failed yardstick
  bool mistrusted = false;
  Submission submission = Submission::file;  // what the drop holds (complete_with_catalogue)

  /// The task's verdict, stage and reason: decide() over its stages (core/decision.hpp).
  Decision decision() const { return decide(submission, compile, correct, perf); }
  std::string final_verdict() const { return decision().verdict; }
  /// Geometric mean over the bench shapes (level one of the two-level mean); 0 if none.
  double speedup() const;
};

struct Metrics {
  int tasks = 0;  // judged tasks (SKIPPED and HARNESS_ERROR ones are counted apart, excluded below)
  int skipped = 0;
  int ran = 0;  // judged tasks that had a file (not NOT_SUBMITTED / NO_CODE): 0 with skipped > 0
                // means nothing of the drop could run here
  int harness_errors = 0;  // tasks the harness failed to judge: the run is incomplete
  int compile_tasks =
      0;  // tasks whose compile stage ran (a platform that cannot even build is SKIPPED)
  int compiled = 0;
  int passed = 0;
  double compile_rate = 0, pass_rate = 0;
  std::map<std::string, double>
      fast_p;                  // "0", "1", "1.5", "2": share of tasks correct and speedup > p
  double geomean_speedup = 0;  // over correct tasks with a perf record (level two)
  int with_speedup = 0;
  std::map<std::string, int> verdicts;
  /// The same fast_p and geomean against each torch yardstick (docs/yardsticks.md), over the
  /// same judged tasks: a correct task without that yardstick's speedup counts in fast_0 only.
  struct Versus {
    std::map<std::string, double> fast_p;
    double geomean_speedup = 0;
    int with_speedup = 0;
  };
  std::map<std::string, Versus> yardsticks;
};

Metrics compute_metrics(const std::vector<const TaskOutcome*>& tasks);

/// Merges records (compile / correct / perf, any order) into one outcome per task.
std::vector<TaskOutcome> merge_records(const std::vector<nlohmann::json>& records);
/// Adds, for every model folder generated/<model>/<platform>/ whose platform has records here,
/// each task of the catalogue that the platform supports and that has no outcome yet: NO_CODE
/// where an imported response held no code, NOT_SUBMITTED otherwise. Per-model rates are then
/// over the whole catalogue, not over what a model chose to submit.
void complete_with_catalogue(std::vector<TaskOutcome>& outcomes, const std::vector<Spec>& catalogue,
                             const std::filesystem::path& generated_dir,
                             const std::filesystem::path& platforms_dir);
/// Reads every *.json under `dir`; a file that is not a record is reported and skipped.
std::vector<nlohmann::json> read_records(const std::filesystem::path& dir,
                                         std::vector<std::string>& problems);

nlohmann::json summary_json(const std::vector<TaskOutcome>& outcomes);
/// A group's or category's geomean speedup as shown: "1.234x (12 ops)", or "-" when no task had a
/// yardstick to compare with.
std::string speedup_text(const nlohmann::json& metrics);
/// Whether nothing of a group's drop could run here (every task with a file SKIPPED), and why:
/// the reason of its SKIPPED tasks. Empty when it did run.
std::string not_run_reason(const nlohmann::json& summary, const nlohmann::json& group);
std::string report_markdown(const nlohmann::json& summary);

}  // namespace km
