// SPDX-License-Identifier: Apache-2.0
// What every kind of cuda baseline (cuBLAS, cuDNN, CUB) shares: temporary storage and the check
// that a dimension fits the libraries' int. Inline, so each baseline module (one .so per task,
// symbols hidden) gets its own single pool.
#pragma once

#include <cuda_runtime.h>

#include <climits>
#include <cstdint>

namespace km_baseline {

// A stream-ordered memory pool of this module's own, created once, that keeps its memory between
// calls. (The device's default pool returns its memory to the system at every synchronize, so each
// call would pay to map fresh memory: about 45 us on an H200.)
inline cudaMemPool_t scratch_pool() {
  static const cudaMemPool_t pool = []() -> cudaMemPool_t {
    int dev = 0;
    if (cudaGetDevice(&dev) != cudaSuccess) return nullptr;
    cudaMemPoolProps props = {};
    props.allocType = cudaMemAllocationTypePinned;
    props.location.type = cudaMemLocationTypeDevice;
    props.location.id = dev;
    cudaMemPool_t created = nullptr;
    if (cudaMemPoolCreate(&created, &props) != cudaSuccess) return nullptr;
    uint64_t keep = UINT64_MAX;
    if (cudaMemPoolSetAttribute(created, cudaMemPoolAttrReleaseThreshold, &keep) != cudaSuccess) {
      cudaMemPoolDestroy(created);
      return nullptr;
    }
    return created;
  }();
  return pool;
}

// cuBLAS and cuDNN take int dimensions.
inline bool fits_int(int64_t v) {
  return v >= 0 && v <= INT_MAX;
}

}  // namespace km_baseline
