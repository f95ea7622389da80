// SPDX-License-Identifier: Apache-2.0
// The harness side of the candidate's process: spawns the platform's worker, sends it requests,
// and turns its death, silence or garbage into a verdict. The worker runs in its own process
// group so anything the candidate spawns dies with it.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/verdict.hpp"

namespace km {

struct WorkerFailure {
  Verdict verdict;
  std::string message;
};

class WorkerClient {
 public:
  WorkerClient(std::filesystem::path worker_exe, std::filesystem::path scratch);
  ~WorkerClient();
  WorkerClient(const WorkerClient&) = delete;
  WorkerClient& operator=(const WorkerClient&) = delete;

  /// Sends one request and waits up to timeout_s for the reply. On failure the worker is killed
  /// and the next request starts a fresh one.
  std::optional<WorkerFailure> request(const nlohmann::json& req, nlohmann::json& reply,
                                       double timeout_s);
  /// request() in two halves: begin() sends (starting a process if there is none) and returns at
  /// once; finish() waits for that reply. A worker begun ahead of its use imports its runtime
  /// while the harness goes on with another (Harness::prestart_worker).
  void begin(const nlohmann::json& req);
  std::optional<WorkerFailure> finish(nlohmann::json& reply, double timeout_s);
  /// Whether a request was begun and its reply not yet collected.
  bool pending() const { return pending_; }
  /// Stops this client's process and takes over other's (process, pipes, log, environment, a
  /// pending request); other is left without a process.
  void take_over(WorkerClient& other);
  const std::vector<std::string>& env() const { return env_; }
  /// The last lines the worker (and so the candidate) wrote to stdout/stderr.
  std::string output_tail(size_t max_bytes = 2000) const;
  void stop();
  /// Environment entries ("OMP_NUM_THREADS=3") the next worker process starts with, on top of
  /// the harness's own; takes effect at the next start (stop() first for a fresh process).
  /// A later entry replaces an earlier one of the same name (a rerun's OMP_NUM_THREADS=3 on top of
  /// the stage's OMP_NUM_THREADS=2): getenv() returns the first match, so both must not be passed.
  void set_env(std::vector<std::string> overrides);
  /// The entries a worker gets from overrides: for each name, only its last entry.
  static std::vector<std::string> merged_env(std::vector<std::string> overrides);
  /// A time no reply is waited for beyond, whatever a request's own limit: a call still running
  /// then is cut, the worker stopped, and the failure is a HARNESS_ERROR (the run's time ran out,
  /// which says nothing of the candidate), not a TIMEOUT.
  void set_deadline(std::optional<std::chrono::steady_clock::time_point> d) { deadline_ = d; }
  /// Whether a worker process is up (a failed request kills it; the next one starts afresh).
  bool running() const { return pid_ > 0; }
  /// Workers come from the platform's zygote where one serves (core/zygote_client.hpp): set for
  /// the platforms whose platform.json asks for it (worker_zygote).
  void set_zygote(bool on) { zygote_ = on; }
  /// Whether the current (or last) worker was forked by a zygote rather than spawned.
  bool forked() const { return forked_; }

 private:
  void start();

  std::filesystem::path exe_, scratch_, log_;
  std::vector<std::string> env_;
  /// The worker's wait status after EOF or a kill: waitpid, or its zygote's report.
  std::optional<int> collect(double timeout_s);

  pid_t pid_ = -1;
  int to_worker_ = -1, from_worker_ = -1;
  int zygote_conn_ = -1;  // a forked worker's zygote connection
  bool pending_ = false, sent_ = false, zygote_ = false, forked_ = false;
  std::optional<std::chrono::steady_clock::time_point> deadline_;
};

}  // namespace km
