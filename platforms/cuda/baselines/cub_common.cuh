// SPDX-License-Identifier: Apache-2.0
// Shared CUB plumbing for cuda baselines: the row offsets
// of a [rows, cols] tensor, and the two-phase (size, then run) temporary-storage call on the
// module's scratch pool. Every
// function here is inline, so each baseline module (one .so per task, symbols hidden) gets its own
// single pool.
#pragma once

#include <cuda_runtime.h>

#include "cuda_common.cuh"

#include <cstddef>
#include <cstdint>

namespace km_baseline {

// Row r is the segment [r * cols, (r + 1) * cols); the offsets are computed on the fly.
struct RowStart {
  int64_t cols;
  __host__ __device__ int64_t operator()(int64_t r) const { return r * cols; }
};

// Runs a CUB device algorithm in its two phases: run(nullptr, bytes) sets the temporary storage
// size, then run(tmp, bytes) does the work with tmp (at least 1 byte) from scratch_pool(), freed
// on `stream` afterwards. False if either phase, the allocation or the free fails.
template <typename Run>
bool run_with_scratch(cudaStream_t stream, Run&& run) {
  size_t bytes = 0;
  if (run(nullptr, bytes) != cudaSuccess) return false;
  const cudaMemPool_t pool = scratch_pool();
  void* tmp = nullptr;
  if (pool == nullptr ||
      cudaMallocFromPoolAsync(&tmp, bytes > 0 ? bytes : 1, pool, stream) != cudaSuccess)
    return false;
  const cudaError_t st = run(tmp, bytes);
  return cudaFreeAsync(tmp, stream) == cudaSuccess && st == cudaSuccess;
}

}  // namespace km_baseline
