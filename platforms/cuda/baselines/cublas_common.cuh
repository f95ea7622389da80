// SPDX-License-Identifier: Apache-2.0
// Shared cuBLAS plumbing for cuda baselines. Inline, so each baseline module (one .so per task,
// symbols hidden) gets its own single handle.
#pragma once

#include <cublas_v2.h>

#include "cuda_common.cuh"

namespace km_baseline {

// One handle for the life of the process, created on first use (cublasCreate is slow) with the
// module's math mode; it is never destroyed, because a destructor at exit could run after the CUDA
// context is gone. A module is one task, so it always asks with the same mode.
inline cublasHandle_t cublas_handle(cublasMath_t mode = CUBLAS_DEFAULT_MATH) {
  static const cublasHandle_t h = [mode]() -> cublasHandle_t {
    cublasHandle_t created = nullptr;
    if (cublasCreate(&created) != CUBLAS_STATUS_SUCCESS) return nullptr;
    if (cublasSetMathMode(created, mode) != CUBLAS_STATUS_SUCCESS) {
      cublasDestroy(created);
      return nullptr;
    }
    return created;
  }();
  return h;
}

}  // namespace km_baseline
