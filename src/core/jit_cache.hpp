// SPDX-License-Identifier: Apache-2.0
// A candidate's JIT cache, kept between its runs. A JIT platform's worker writes its compiled
// kernels under <scratch>/jit-cache (Triton's cache there: platforms/triton/runtime); the scratch
// folder dies with the run, so every correctness and perf run of a Triton kernel compiled it
// again. The runner (trusted) seeds the scratch folder from a kept copy before the worker starts
// and keeps what the run left afterwards. Measured on the H200: the example relu's compile+correct
// tests 19.9 s, then 17.5 s with its 27 files seeded (benchmarks/results/h200/2026-12-03-session11):
// the JIT is a small part of a Triton test's time.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

namespace km {

struct JitCacheStats {
  int64_t files = 0;
  int64_t bytes = 0;
  int64_t left_out_files = 0;  // regular files that did not fit under the bound
  int64_t left_out_bytes = 0;
};

/// One candidate's kept cache: a folder per candidate (model.platform.task[.sN]), never shared
/// between candidates, so one model's kernels cannot plant artifacts another model loads.
class JitCache {
 public:
  /// kept: the candidate's folder (empty: off). `KM_JIT_CACHE=off` at run time turns it off;
  /// `KM_JIT_CACHE_MAX_MIB` (a whole number from 1 to 1048576) replaces kDefaultMaxBytes, and
  /// any other value turns the cache off with the reason in the record.
  explicit JitCache(std::filesystem::path kept);
  static std::filesystem::path scratch_dir(const std::filesystem::path& scratch) {
    return scratch / "jit-cache";
  }
  /// Copies the kept files into <scratch>/jit-cache, before the first worker starts.
  void seed(const std::filesystem::path& scratch);
  /// Replaces the kept copy with <scratch>/jit-cache (regular files only, at most max_bytes();
  /// written beside and renamed, so a killed run leaves the old copy or the new one, whole).
  /// Throws nothing: a cache that cannot be kept only costs time (the record says why).
  void keep(const std::filesystem::path& scratch);
  /// keep() between cases when `min_interval` has passed since the seed or the last keep, so a
  /// run killed from outside (a ctest or call time limit) leaves what it compiled so far. Why:
  /// a network under torch.compile on the H100 compiles for minutes a case, and session 33's
  /// runs stopped at the call's limit kept nothing, so the next run compiled it all again.
  /// The wait is also at least ten times what the last keep took, so that copying a large cache
  /// takes at most a tenth of the run: 56 MiB in 1,549 files copied in 0.21 s on the 2-core box,
  /// so a cache near the 2-GiB bound takes seconds a copy.
  void checkpoint(const std::filesystem::path& scratch,
                  std::chrono::seconds min_interval = kCheckpointInterval);
  /// What the last keep() took (zero before the first).
  std::chrono::steady_clock::duration last_keep_time() const { return keep_time_; }
  bool on() const { return !kept_.empty(); }
  int64_t max_bytes() const { return max_bytes_; }
  /// For the record: files and bytes seeded and kept, and what did not fit (null when off or
  /// when the platform keeps no JIT cache: cpu and cuda modules are compiled before the run).
  nlohmann::json to_json() const;

  /// The bound on what a candidate's compilations can leave behind. Triton's cache for the
  /// example relu is about 0.3 MiB a specialisation, but inductor's for a network is far more:
  /// densenet121_f32 under torch.compile on the H100 compiled 6 of its 22 shapes in a run, and
  /// 256 MiB (the bound until session 40) did not hold them: the next run compiled 3 of them
  /// again (52-59 s each, 7-11 s from the cache) and judged one case more, 17 of 32
  /// (benchmarks/results/h200/2026-12-07-session40-h100). 2 GiB holds 22 shapes of up to 90 MiB.
  static constexpr int64_t kDefaultMaxBytes = int64_t{2048} << 20;
  /// A Triton test's cases take about 20 s in all on the H200, so most keep once, at the end.
  static constexpr std::chrono::seconds kCheckpointInterval{30};

 private:
  std::filesystem::path kept_;
  int64_t max_bytes_ = kDefaultMaxBytes;
  JitCacheStats seeded_, kept_stats_;
  std::string why_not_;
  std::chrono::steady_clock::time_point last_kept_ = std::chrono::steady_clock::now();
  std::chrono::steady_clock::duration keep_time_{};
};

}  // namespace km
