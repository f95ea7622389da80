// SPDX-License-Identifier: Apache-2.0
// The shared testbed: one case of one task against one module, judged in this process while the
// candidate runs in its worker. Used by the correctness runner, the perf runner and `repro`.
#pragma once

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "core/arena.hpp"
#include "core/compare.hpp"
#include "core/spec.hpp"
#include "core/stats.hpp"
#include "core/verdict.hpp"
#include "core/worker_client.hpp"

namespace km {

struct InputSetCache;
class ReferenceCache;

struct HarnessOptions {
  std::string platform;           // for repro lines
  std::filesystem::path worker;   // the platform's worker executable
  std::filesystem::path module;   // the candidate
  std::filesystem::path scratch;  // where arenas and logs go
  double call_timeout_s = 30;
  /// CPU seconds the worker may spend over all its threads once the module is loaded (RLIMIT_CPU,
  /// where the platform's sandbox limits CPU time); 0 keeps the platform's default.
  double cpu_limit_s = 0;
  /// Shared by harnesses that time the same cases (candidate and baseline); may be null.
  std::shared_ptr<InputSetCache> set_cache;
  /// Expected outputs stored by content address, shared across models, samples and runs; may be
  /// null (then every reference is computed).
  std::shared_ptr<ReferenceCache> reference_cache;
  /// Workers forked by the worker's zygote where one serves (platform.json's worker_zygote:
  /// a Python platform's torch imported once; core/zygote_client.hpp).
  bool zygote = false;
  /// No call runs past this time (WorkerClient::set_deadline): the runner's --deadline, ahead of
  /// CTest's TIMEOUT, so that the record is written and names the case that was cut.
  std::optional<std::chrono::steady_clock::time_point> deadline;
};

/// How one correctness case is run, beyond its sizes and seed.
struct CheckOptions {
  std::string variant;  // an input variant of the spec ("" = its own distributions)
  /// Buffers end at (or start right after) a protected page, where the platform runs candidates
  /// on the arena's own pages: a read past the end (before the start) faults, OUT_OF_BOUNDS.
  Arena::PageGuard page_guard = Arena::PageGuard::none;
  bool prefill = true;  // one more call with plausible pre-filled outputs (zeros, an answer)
  bool mutate = false;  // one more call with one input element changed deep inside
};

struct CaseResult {
  Verdict verdict = Verdict::PASS;
  std::string detail;                   // why, for humans; empty on PASS
  std::vector<Comparison> comparisons;  // one per output, when the call returned
  bool mistrusted = false;
  std::string candidate_output;  // tail of what the candidate printed
  /// A check of the case that could not apply and why (an op without inputs and no drawn param
  /// has nothing to change): the record states it rather than counting it as done.
  std::string note;
};

struct TimingOptions {
  double warmup_s = 0.1;
  double max_s = 2.0;
  double rel_stderr = 0.01;
  int min_samples = 10;
  int max_samples = 1000;
  /// Distinct input sets the timed calls cycle through (set 0 warms up; each other set is first
  /// seen by a timed call), bounded by the time the reference may spend computing their results
  /// and by the memory their inputs and expected values take.
  int input_sets = 16;
  double reference_budget_s = 20;
  size_t set_memory_budget = 0;  // 0: an eighth of the host's memory, within [1, 16] GiB
  /// A TIMING_ANOMALY convicts only if a second measurement on fresh input sets shows it too.
  bool confirm_anomalies = true;
};

struct TimingResult {
  Verdict verdict = Verdict::PASS;  // of the outputs the timed calls left behind
  std::string detail;
  SampleStats stats;  // seconds
  /// Whether sampling reached the relative-standard-error target; false when it stopped on the
  /// time budget (stats.rel_stderr then says how far it got).
  bool converged = false;
  int warmup_calls = 0;
  nlohmann::json checks;     // what was verified about the timed calls, for the record
  nlohmann::json telemetry;  // the device's clocks and temperature before and after timing
};

class Harness {
 public:
  Harness(Task task, HarnessOptions opt);
  ~Harness();

  /// Why no case can run here, if so: SKIPPED when the platform declares itself unavailable
  /// ("no CUDA device"), HARNESS_ERROR when the worker does not start or the machine's setup is
  /// broken. Asks the worker once.
  std::optional<CaseResult> not_runnable();
  /// Runs one case twice (outputs poisoned with NaN, then with a huge finite value, or the other
  /// way round by seed) and judges it; a pass and a wrong result disagreeing is NONDETERMINISTIC.
  /// Then, as `opt` asks, once with outputs pre-filled with plausible values (zeros, or another
  /// case's answer) and once with one input element changed deep inside its buffer: a kernel
  /// that only computes over poison-like outputs, or replays results cached by pointer and a
  /// few elements, fails there (STALE_OUTPUT). With dump_dir, writes inputs, outputs and
  /// expected values there as .npy files.
  CaseResult check(const Bindings& values, uint64_t seed, const CheckOptions& opt = {},
                   const std::filesystem::path* dump_dir = nullptr);
  /// The next case runs in a fresh worker process started with these environment overrides
  /// ("OMP_NUM_THREADS=3"): races show under other thread counts and in cold processes.
  void restart_worker(std::vector<std::string> env);
  /// Starts ahead of time the worker that restart_worker(env) will want next: it starts its
  /// runtime and closes its sandbox (no candidate code runs before restart_worker) while the
  /// current worker runs cases, and restart_worker(env) takes it over. One spare at a time.
  /// A Triton worker's start is mostly `import torch` (3.9 s on the H200's host).
  void prestart_worker(std::vector<std::string> env);
  /// Whether the platform runs candidates on the arena's own pages (after not_runnable()).
  bool host_buffers() const { return host_buffers_; }
  /// Times the entry point on one case, then judges the outputs of the last timed call.
  TimingResult time(const Bindings& values, uint64_t seed, const TimingOptions& topt);

  /// The command that reruns exactly this case.
  std::string repro_line(const Bindings& values, uint64_t seed, const CheckOptions& opt = {}) const;
  const Task& task() const { return task_; }
  /// The worker's description of its device (after not_runnable()), and more about it.
  const std::string& device() const { return device_; }
  const nlohmann::json& device_info() const { return device_info_; }
  /// The device's clocks and temperature now, as the worker reads them (empty if it cannot).
  nlohmann::json telemetry();
  /// What the worker's sandbox enforces (after the first case), for records.
  const std::string& sandbox() const { return sandbox_; }
  /// Worker processes started so far: spawned, or forked by the platform's zygote (for records).
  struct WorkerStarts {
    int spawned = 0, forked = 0;
  };
  WorkerStarts worker_starts() const { return starts_; }
  /// Wall seconds spent on worker processes, for records (where a test's time goes): the hello
  /// (process start and, on cuda, the device context), the runtime's start, module loads, stops.
  struct WorkerSeconds {
    double hello = 0, start = 0, load = 0, stop = 0;
  };
  WorkerSeconds worker_seconds() const { return seconds_; }
  /// Stops the current worker now (its cases are done), timed; a later case starts a fresh one.
  void stop_worker();

 private:
  struct Prepared;
  /// Starts the worker's runtime and sandbox (a failure is the harness's: HARNESS_ERROR), then
  /// loads the module (a failure is the candidate's), once per worker process.
  std::optional<WorkerFailure> ensure_loaded();
  nlohmann::json start_request() const;
  /// The case's inputs and expected results; with sets > 1, more input sets (as far as the
  /// reference budget allows), all kept in the arena for the worker to copy from.
  std::unique_ptr<Prepared> prepare(const Bindings& values, uint64_t seed, int sets = 1,
                                    double reference_budget_s = 0,
                                    const CheckOptions* opt = nullptr, size_t memory_budget = 0);
  /// What the outputs hold before a call: a poison (NaN, or a huge finite value) or a plausible
  /// value a lazy kernel might leave in place (zeros, another case's answer).
  enum class Fill { nan, huge, zeros, other_answer };
  /// Inputs, the outputs' fill and fresh guards into the arena.
  void load_arena(Prepared& p, Fill fill);
  void load_arena(Prepared& p, bool nan_poison) {
    load_arena(p, nan_poison ? Fill::nan : Fill::huge);
  }
  /// The extra calls of check(): pre-filled outputs, and one input element changed.
  CaseResult prefilled_run(Prepared& p, Fill fill);
  CaseResult mutated_run(Prepared& p, uint64_t seed, const InputVariant* variant);
  /// For an op without inputs (no_input): the case's values with every param that has a range
  /// drawn anew (each different from before, the output shapes unchanged), or nullopt when no
  /// param can change. What a changed input element is to the other ops (harness_no_input.cpp).
  std::optional<Bindings> changed_params(const Bindings& values, uint64_t seed) const;
  /// mutated_run() for an op without inputs: one call with changed params; the old answer
  /// coming back is STALE_OUTPUT.
  CaseResult changed_param_run(Prepared& p, uint64_t seed);
  CaseResult run_once(Prepared& p);
  /// A call that faulted with its buffers fenced by unmapped device memory, repeated in a fresh
  /// worker without the fences: OUT_OF_BOUNDS if only the fenced call faults.
  CaseResult confirm_fenced_fault(Prepared& p, CaseResult fenced);
  CaseResult check_case(const Bindings& values, uint64_t seed, const CheckOptions& opt,
                        const std::filesystem::path* dump_dir);
  TimingResult time_case(const Bindings& values, uint64_t seed, const TimingOptions& topt);
  /// Judges the whole arena after a call: guards, inputs, status, every output element.
  CaseResult judge(Prepared& p, const nlohmann::json& reply);
  /// Judges the outputs only (all elements, or `only` of them) against the current set: those in
  /// the call's slots, or those kept in snapshot `snapshot` of a timed batch.
  CaseResult judge_outputs(Prepared& p, const std::vector<int64_t>* only = nullptr,
                           int snapshot = -1);
  CaseResult judge_each_element(Prepared& p, const std::vector<int64_t>* only, int snapshot);
  /// An index output with the `selection` check (harness_selection.cpp): judged as a whole, with
  /// the input it selects from and its companion values output.
  /// With `only` (timed calls of large outputs), just the rows holding those positions.
  Comparison judge_selection(Prepared& p, size_t o, const OutputView& got, int snapshot,
                             const TolerancePolicy& pol, const std::vector<int64_t>* only);
  /// A random output with the `statistical` check (harness_statistical.cpp): its companion `by`
  /// output, and during the reseeded call the first call's draw, which it must not repeat.
  Comparison judge_statistical(Prepared& p, size_t o, const OutputView& got, int snapshot,
                               const TolerancePolicy& pol, const std::vector<int64_t>* only);
  /// Random ops: the outputs' bytes after a call, and the checks of the seed contract on the
  /// two poisoned calls' bytes (identical) and on a call with another seed (passing, another
  /// draw): NONDETERMINISTIC or WRONG_RESULT, else nullopt.
  std::vector<std::vector<unsigned char>> output_bits(Prepared& p) const;
  std::optional<CaseResult> seed_contract(Prepared& p,
                                          const std::vector<std::vector<unsigned char>>& first);
  const std::vector<std::vector<unsigned char>>* other_draw_ = nullptr;
  /// The case's values with the `seed` param drawn from the run's seed and the sizes (within
  /// its range), so every case and every run seed gives the kernel another seed.
  static Bindings with_case_seed(const Spec& spec, const Bindings& values, uint64_t seed);
  /// The outputs repeat, byte for byte, the last passing answer for the same input set.
  bool repeats_passed_answer(Prepared& p, int snapshot) const;
  static const unsigned char* output_bytes(Prepared& p, size_t o, int snapshot);
  /// The reference's outputs for these inputs: from the expected-output cache where the case is
  /// costly enough to be worth it (a hit is checked against its own hash), else computed.
  std::vector<RefTensor> expected_for(const Bindings& values, uint64_t seed,
                                      const InputVariant* variant,
                                      const std::vector<HostTensor>& inputs);
  /// The expected values of output `o` of input set `set` at flat positions `which` (point
  /// reference; sampled cases only).
  std::vector<double> expected_at(const Prepared& p, size_t set, size_t o,
                                  const std::vector<int64_t>& which) const;
  /// A failing output that holds the poison or the result for other inputs is STALE_OUTPUT.
  void explain_stale(Prepared& p, CaseResult& r, int snapshot = -1);
  int64_t distinguishing(const Prepared& p, size_t o, const RefTensor& answer) const;
  bool returns_old_answer(const Prepared& p, const std::vector<RefTensor>& old) const;
  void remember(const Prepared& p);

  struct Earlier {
    std::string what;
    std::vector<RefTensor> expected;
  };
  std::vector<Earlier> earlier_;  // the last few cases' expected results, newest last

  Task task_;
  HarnessOptions opt_;
  WorkerClient worker_;
  WorkerStarts starts_;
  WorkerSeconds seconds_;
  std::unique_ptr<WorkerClient> spare_;  // prestart_worker()'s, for restart_worker(spare_env_)
  std::vector<std::string> spare_env_;
  bool loaded_ = false;
  bool host_buffers_ = false;
  bool device_fences_ = false;  // the worker places device buffers against unmapped memory
  // The worker's call_timeout_floor_s: a JIT platform's calls compile new specialisations first
  // (a Triton rfft's first Bluestein case took 28.4 s of JIT on the H200 against a 30 s limit).
  double call_floor_s_ = 0;
  double call_limit_s() const { return std::max(opt_.call_timeout_s, call_floor_s_); }
  std::optional<CaseResult> not_runnable_;
  bool hello_done_ = false;
  std::string device_;
  nlohmann::json device_info_ = nlohmann::json::object();
  std::string sandbox_;
  std::string spec_sha256_;                      // computed on first use, for cache keys
  std::mt19937_64 rng_{std::random_device{}()};  // sample positions, drawn after each call
};

}  // namespace km
