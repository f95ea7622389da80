// SPDX-License-Identifier: Apache-2.0
// What a platform implements to run candidates: platforms/<name>/runtime/*_adapter.cpp. The
// worker main (protocol, timing loop) is shared; an adapter only loads, binds, calls and times.
#pragma once

#include <dlfcn.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "worker/sandbox.hpp"

namespace km::worker {

/// Opens a candidate module and finds its ABI entry km_invoke (KmArg: the platform's km_arg).
/// RTLD_NOW: an unresolved symbol is a LOAD_ERROR now, not a crash in the middle of a call;
/// RTLD_LOCAL: its symbols cannot interpose on the worker's. Returns an error, or empty.
template <class KmArg>
std::string open_module(const std::string& path, void*& handle, int (*&invoke)(const KmArg*)) {
  handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) return std::string("dlopen failed: ") + dlerror();
  invoke = reinterpret_cast<int (*)(const KmArg*)>(dlsym(handle, "km_invoke"));
  if (!invoke)
    return "module exports no km_invoke: it was not built against a KernelMark ABI header";
  return {};
}

struct Arg {
  enum class Kind { ptr, i64, f64 } kind = Kind::ptr;
  size_t offset = 0, bytes = 0;  // ptr: the buffer's place in the arena
  bool output = false;
  /// The argument's name (every kind: the torch yardsticks bind sizes and params by name); ptr:
  /// also its dtype ("fp32", "bf16", ...) and shape, for platforms that hand the candidate typed
  /// tensors rather than pointers (Python hosts).
  std::string name, dtype;
  std::vector<int64_t> shape;
  uint64_t poison = 0;  // ptr outputs: 8-byte pattern written before each timed call
  /// ptr inputs when timing: arena offsets of each input set's contents, one of which is copied
  /// into the buffer before each timed call.
  std::vector<size_t> sets;
  /// ptr outputs when timing: arena offsets of one snapshot per call of a batch.
  std::vector<size_t> snapshots;
  int64_t i64 = 0;
  double f64 = 0;
  /// ptr on a device: place the buffer so that it ends at (end) or starts right after (start)
  /// device memory that is not mapped, so an access across that edge faults.
  enum class Fence { none, end, start } fence = Fence::none;
  /// A list tensor's pointer array (ptr): its items, each a buffer like a ptr argument's (sets,
  /// snapshots, poison). The worker has written their addresses into the array before bind().
  std::vector<Arg> items;
};

/// Whether the platform can run here. `skip`: the platform declares itself unavailable (no
/// device, no driver): its tests are SKIPPED with that reason. `fault`: it should run but the
/// machine or the harness's setup is broken (a GPU CTest assigned is not there): HARNESS_ERROR.
struct Availability {
  std::string skip;
  std::string fault;
};

/// Errors are returned as non-empty strings, which the worker forwards to the harness.
class Adapter {
 public:
  virtual ~Adapter() = default;
  virtual Availability availability() { return {}; }
  /// The device the candidate runs on, for records ("NVIDIA H200 (device 1, sm_90)").
  virtual std::string device_description() { return {}; }
  /// More about the device for records: driver and runtime versions, memory, clocks.
  virtual nlohmann::json device_info() { return nlohmann::json::object(); }
  /// Seconds a call may take at least, whatever the run's call limit: a JIT platform's call
  /// compiles each new specialisation of the candidate's kernels first (0: no such floor).
  virtual double call_timeout_floor_s() const { return 0; }
  /// The device's state now (clocks, temperature), read before and after timing; a field that
  /// cannot be read here is left out.
  virtual nlohmann::json telemetry() { return nlohmann::json::object(); }
  /// What the candidate may not do once loaded. The default is the strictest: no network, no
  /// processes, writes only under the scratch folder, bounded memory; a GPU runtime relaxes it.
  virtual SandboxPolicy sandbox_policy(const std::string& scratch_dir) {
    SandboxPolicy p;
    p.writable_dir = scratch_dir;
    p.max_address_space = size_t{64} << 30;
    p.max_file_size = size_t{4} << 30;
    // Generous: every hardware thread busy for 10 minutes; the harness may set it (--cpu-limit).
    p.max_cpu_seconds = 600.0 * std::max(1u, std::thread::hardware_concurrency());
    return p;
  }
  /// Whether the candidate reads and writes the arena's own pages (cpu), so that a page made
  /// PROT_NONE after a buffer catches an access past its end. A platform that copies buffers
  /// to a device says no, and the harness does not ask for such cases.
  virtual bool host_buffers() const { return false; }
  /// Whether the platform can pass list tensors (an array of item pointers, Arg::items): a
  /// platform that cannot has its list tasks SKIPPED with that reason.
  virtual bool list_tensors() const { return false; }
  /// Whether bind() honours Arg::fence (device buffers against unmapped memory); asked after a
  /// ready availability().
  virtual bool device_fences() { return false; }
  /// Whether the error the last sync_back() returned was a memory fault of the call (an illegal
  /// address on a GPU): with fenced buffers the harness repeats the case without them to tell
  /// an access past a buffer from any other fault.
  virtual bool memory_fault() const { return false; }
  /// Runs before the sandbox is entered: whatever the runtime needs to start (a GPU context).
  virtual std::string start_runtime() { return {}; }
  /// The worker zygote's (worker/zygote.hpp), once, before it forks any worker: load what every
  /// worker of the platform imports, touching no device and leaving no thread running (a
  /// Python platform's torch). "" when done; the default has nothing to preload.
  virtual std::string preload() { return {}; }
  /// Files whose change makes a zygote's preload stale (a Python host glue's sources).
  virtual std::vector<std::string> preload_files() { return {}; }
  /// Around the zygote's fork(): the runtime's own fork hooks (CPython's PyOS_*Fork*).
  virtual void before_fork() {}
  virtual void after_fork(bool child) { (void)child; }
  /// In a forked worker, after its C environment became the harness's: make the runtime see it
  /// (Python's os.environ is a copy taken at start-up). "" when done.
  virtual std::string adopt_environment() { return {}; }
  virtual std::string load(const std::string& module_path) = 0;
  /// Points the call's arguments at the arena (cpu) or at device copies of it.
  virtual std::string bind(unsigned char* arena, size_t arena_bytes,
                           const std::vector<Arg>& args) = 0;
  /// One call of the entry point; returns its status code.
  virtual int call() = 0;
  /// Before a timed call: copy input set `set` into the input buffers, poison the outputs and
  /// evict every buffer from the caches.
  virtual std::string prepare_timed_call(size_t set) = 0;
  /// One call timed with the platform's clock, in seconds; *rc gets the entry's status and
  /// *tail_s how long the device stayed busy after the timer stopped (0 where it cannot tell).
  virtual double timed_call(int* rc, double* tail_s) = 0;
  /// After timed call `i` of a batch (untimed): keep its outputs as snapshot i.
  virtual std::string snapshot_outputs(size_t i) = 0;
  /// After a batch: make the arena's snapshot slots hold the first `n` snapshots.
  virtual std::string sync_snapshots(size_t n) = 0;
  /// Makes the arena hold the buffers as the last call left them (inputs, outputs, guards).
  virtual std::string sync_back() = 0;
  /// Work the last call enqueued where the harness's timer cannot see it (a stream other than
  /// the one it was given), described; "" when none or where the platform cannot tell.
  virtual std::string escaped_work() { return {}; }
  /// A feature the platform's policy refuses that no imported symbol shows (an L2 persisting
  /// window passed as a launch attribute), used by the last call; "" when none.
  virtual std::string forbidden_use() { return {}; }
  /// What made the last call return non-zero, in the runtime's words (a Python exception's type
  /// and message, one line); "" when the platform has none. Candidate text: the harness quotes it.
  virtual std::string call_error() { return {}; }
};

/// Defined once per platform, in its runtime adapter.
std::unique_ptr<Adapter> make_platform_adapter();

}  // namespace km::worker
