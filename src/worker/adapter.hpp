// SPDX-License-Identifier: Apache-2.0
// What a platform implements to run candidates: platforms/<name>/runtime/*_adapter.cpp. The
// worker main (protocol, timing loop) is shared; an adapter only loads, binds, calls and times.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace km::worker {

struct Arg {
  enum class Kind { ptr, i64, f64 } kind = Kind::ptr;
  size_t offset = 0, bytes = 0;  // ptr: the buffer's place in the arena
  bool output = false;
  uint64_t poison = 0;  // ptr outputs: 8-byte pattern written before each timed call
  int64_t i64 = 0;
  double f64 = 0;
};

/// Errors are returned as non-empty strings, which the worker forwards to the harness.
class Adapter {
 public:
  virtual ~Adapter() = default;
  /// Non-empty when the platform cannot run here (e.g. "no CUDA device"): tests are SKIPPED.
  virtual std::string unavailable_reason() { return {}; }
  /// The device the candidate runs on, for records ("NVIDIA H200 (device 1, sm_90)").
  virtual std::string device_description() { return {}; }
  /// After timing: non-empty when the platform's clock and the host clock disagree (work that
  /// escaped the timed stream, or a call that returned before its work was done).
  virtual std::string timing_anomaly() { return {}; }
  virtual std::string load(const std::string& module_path) = 0;
  /// Points the call's arguments at the arena (cpu) or at device copies of it.
  virtual std::string bind(unsigned char* arena, size_t arena_bytes,
                           const std::vector<Arg>& args) = 0;
  /// One call of the entry point; returns its status code.
  virtual int call() = 0;
  /// Before a timed call: poison the outputs and evict every buffer from the caches.
  virtual void prepare_timed_call() = 0;
  /// One call timed with the platform's clock, in seconds; *rc gets the entry's status.
  virtual double timed_call(int* rc) = 0;
  /// Makes the arena hold the buffers as the last call left them (inputs, outputs, guards).
  virtual std::string sync_back() = 0;
};

/// Defined once per platform, in its runtime adapter.
std::unique_ptr<Adapter> make_platform_adapter();

}  // namespace km::worker
