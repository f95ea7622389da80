// SPDX-License-Identifier: Apache-2.0
// cpu runtime: the module is dlopen'ed into the worker and called on arena memory directly.
#include <cpuid.h>
#include <immintrin.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fstream>

#include "km_cpu_abi.h"
#include "worker/adapter.hpp"

namespace km::worker {
namespace {

// clflushopt is ordered only by the fence after the loop, so it evicts ~50x faster than clflush
// (5 ms instead of 300 ms for 128 MiB here); clflush remains for CPUs without it.
__attribute__((target("clflushopt"))) void flush_lines_opt(unsigned char* p, size_t bytes) {
  for (size_t o = 0; o < bytes; o += 64) _mm_clflushopt(p + o);
}
void flush_lines(unsigned char* p, size_t bytes) {
  for (size_t o = 0; o < bytes; o += 64) _mm_clflush(p + o);
}
bool has_clflushopt() {
  unsigned a, b, c, d;
  return __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & (1u << 23));
}

class CpuAdapter final : public Adapter {
 public:
  bool host_buffers() const override { return true; }
  // A list tensor's items are arena buffers like any other; the worker has written their
  // addresses into the pointer array the candidate gets.
  bool list_tensors() const override { return true; }

  // Core clocks as the kernel reports them (/proc/cpuinfo) and the hottest thermal zone; on a
  // virtual machine either may be missing, and is then left out.
  nlohmann::json telemetry() override {
    nlohmann::json j;
    std::ifstream cpuinfo("/proc/cpuinfo");
    double lo = 0, hi = 0, sum = 0;
    int n = 0;
    for (std::string line; std::getline(cpuinfo, line);) {
      if (line.rfind("cpu MHz", 0) != 0) continue;
      double mhz = std::atof(line.c_str() + line.find(':') + 1);
      lo = n ? std::min(lo, mhz) : mhz;
      hi = n ? std::max(hi, mhz) : mhz;
      sum += mhz;
      ++n;
    }
    if (n) j["cpu_mhz"] = {{"min", lo}, {"mean", sum / n}, {"max", hi}};
    double hottest = -1;
    for (int z = 0; z < 64; ++z) {
      std::ifstream t("/sys/class/thermal/thermal_zone" + std::to_string(z) + "/temp");
      if (!t) break;
      double milli = 0;
      if (t >> milli) hottest = std::max(hottest, milli / 1000);
    }
    if (hottest >= 0) j["temperature_c"] = hottest;
    return j;
  }

  std::string load(const std::string& module_path) override {
    return open_module(module_path, handle_, invoke_);
  }

  std::string bind(unsigned char* arena, size_t arena_bytes,
                   const std::vector<Arg>& args) override {
    args_.clear();  // every buffer of the call, a list's items included
    for (const Arg& a : args) {
      args_.push_back(a);
      for (const Arg& item : a.items) {
        if (item.offset + item.bytes > arena_bytes) return "a list item lies outside the arena";
        args_.push_back(item);
      }
    }
    base_ = arena;
    packed_.assign(args.size(), km_arg{});
    for (size_t i = 0; i < args.size(); ++i) {
      const Arg& a = args[i];
      if (a.kind == Arg::Kind::ptr) {
        if (a.offset + a.bytes > arena_bytes)
          return "argument " + std::to_string(i) + " lies outside the arena";
        packed_[i].ptr = arena + a.offset;
      } else if (a.kind == Arg::Kind::i64) {
        packed_[i].i64 = a.i64;
      } else {
        packed_[i].f64 = a.f64;
      }
    }
    return {};
  }

  int call() override { return invoke_(packed_.data()); }

  std::string prepare_timed_call(size_t set) override {
    for (const Arg& a : args_) {
      if (a.kind != Arg::Kind::ptr) continue;
      unsigned char* p = base_ + a.offset;
      // Inputs, and in-place outputs (an output with sets: its initial values), get the set's
      // contents; other outputs the poison.
      if (!a.sets.empty()) {
        if (set >= a.sets.size()) return "input set " + std::to_string(set) + " does not exist";
        std::memcpy(p, base_ + a.sets[set], a.bytes);
      }
      if (a.output && a.sets.empty()) {
        for (size_t o = 0; o + 8 <= a.bytes; o += 8) std::memcpy(p + o, &a.poison, 8);
        for (size_t o = a.bytes / 8 * 8; o < a.bytes; ++o)
          p[o] = static_cast<unsigned char>(a.poison >> (8 * (o % 8)));
      }
      // Evict exactly the call's buffers from every cache level: cheaper and more precise than
      // streaming a buffer twice the size of a 260 MiB last-level cache through the core.
      (clflushopt_ ? flush_lines_opt : flush_lines)(p, a.bytes);
    }
    _mm_mfence();
    return {};
  }

  // A cpu call cannot leave work behind on a device: threads of its own are forbidden by the
  // symbol policy and the sandbox, and OpenMP regions join before they return.
  double timed_call(int* rc, double* tail_s) override {
    *tail_s = 0;
    auto t0 = std::chrono::steady_clock::now();
    *rc = invoke_(packed_.data());
    auto t1 = std::chrono::steady_clock::now();
    return std::chrono::duration<double>(t1 - t0).count();
  }

  std::string snapshot_outputs(size_t i) override {
    for (const Arg& a : args_) {
      if (a.kind != Arg::Kind::ptr || !a.output) continue;
      if (i >= a.snapshots.size()) return "snapshot " + std::to_string(i) + " does not exist";
      std::memcpy(base_ + a.snapshots[i], base_ + a.offset, a.bytes);
    }
    return {};
  }
  std::string sync_snapshots(size_t) override { return {}; }
  std::string sync_back() override { return {}; }

 private:
  void* handle_ = nullptr;
  int (*invoke_)(const km_arg*) = nullptr;
  std::vector<Arg> args_;
  std::vector<km_arg> packed_;
  unsigned char* base_ = nullptr;
  bool clflushopt_ = has_clflushopt();
};

}  // namespace

std::unique_ptr<Adapter> make_platform_adapter() {
  return std::make_unique<CpuAdapter>();
}

}  // namespace km::worker
