// SPDX-License-Identifier: Apache-2.0
// Device blocks kept by the worker between cases instead of cudaFree'd and cudaMalloc'd again.
// Each cudaMalloc/cudaFree of a fresh block is a call into the driver's resource manager, which
// takes a lock that every process on the GPU shares, and CUDA context creation holds that lock
// about 0.1 s per process (benchmarks/results/h200/2026-12-01-session4): with 12 correctness
// tests on one GPU, a case's few allocations wait behind other tests' context starts. A kept
// block is rewritten whole (guards, data) by every bind, so reuse changes nothing a case sees.
// KM_CUDA_REUSE=0 turns reuse off (every block freed at once, as before).
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <map>
#include <unordered_map>

namespace km::worker {

/// Whether blocks and fenced ranges are kept between cases (KM_CUDA_REUSE=0: no).
bool device_reuse_on();
/// The most a worker keeps of each kind (blocks; fenced ranges) beyond what the case uses.
constexpr size_t kKeptBytesCap = size_t{4} << 30;

class DevicePool {
 public:
  DevicePool() = default;
  ~DevicePool() { clear(); }
  DevicePool(const DevicePool&) = delete;
  DevicePool& operator=(const DevicePool&) = delete;
  /// A block of at least `bytes`: a kept one not much larger, or a new cudaMalloc.
  cudaError_t get(size_t bytes, unsigned char** out);
  /// Hands a block from get() back (nullptr is ignored); kept unless reuse is off or the pool
  /// already keeps kKeptBytesCap.
  void put(unsigned char* p);
  /// Frees every kept block.
  void clear();
  bool reusing() const { return reuse_; }

 private:
  bool reuse_ = device_reuse_on();
  size_t kept_bytes_ = 0;
  std::unordered_map<unsigned char*, size_t> size_;  // blocks handed out or kept, by address
  std::multimap<size_t, unsigned char*> kept_;        // kept blocks by size
};

}  // namespace km::worker
