// SPDX-License-Identifier: Apache-2.0
// Device buffers against unmapped memory (CUDA's virtual-memory API): a buffer that ends where a
// reserved but unmapped range begins, or starts right after one, makes a kernel's read past its
// end (before its start) an illegal-address fault instead of a silent read of a neighbour.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace km::worker {

/// One fenced buffer: `data` is what the kernel gets; [data - pre, data + bytes + post) is mapped
/// (the guard bytes that are checked), the rest of the reservation is not.
struct FencedBlock {
  unsigned long long reserved_at = 0, mapped_at = 0;
  size_t reserved = 0, mapped = 0;
  unsigned char* data = nullptr;
  size_t pre = 0, post = 0;
  bool at_end = false;
};

class Fences {
 public:
  /// Loads the driver's virtual-memory entry points through the runtime (the worker does not link
  /// libcuda) and checks the device supports them; on failure says why.
  bool init(int device, std::string* why);
  /// `at_end`: the buffer ends at most 15 bytes before unmapped memory (it starts 16-byte
  /// aligned, as cudaMalloc's 256-byte alignment would let a vectorised kernel assume), with
  /// `guard` mapped bytes before it; else it starts at unmapped memory's end, with `guard`
  /// mapped bytes after it.
  /// A kept block of the same side, large enough (and not more than twice as large), is used
  /// again: reserving, creating, mapping and unmapping are driver calls that wait on the lock
  /// context creation holds (device_pool.hpp). Its placement is computed anew for `bytes`.
  std::string allocate(size_t bytes, size_t guard, bool at_end, FencedBlock* out);
  /// Keeps the block for a later allocate() (KM_CUDA_REUSE=0: unmaps it at once).
  void release(FencedBlock& b);
  /// Unmaps every kept block.
  void clear();
  ~Fences() { clear(); }

 private:
  static void place(size_t bytes, size_t guard, FencedBlock& b);
  void unmap(FencedBlock& b);
  std::vector<FencedBlock> kept_;
  size_t kept_bytes_ = 0;
  bool reuse_ = true;
  struct Api;
  Api* api_ = nullptr;
  int device_ = 0;
  size_t granularity_ = 0;
};

}  // namespace km::worker
