// SPDX-License-Identifier: Apache-2.0
// Shared cuDNN plumbing for cuda baselines: the handle, packed NCHW tensor and activation
// descriptors, and the elementwise activation call. Every function here is inline, so each baseline
// module (one .so per task, symbols hidden) gets its own single handle.
#pragma once

#include <cuda_runtime.h>
#include <cudnn.h>

#include <cstdint>

#include "cuda_common.cuh"

namespace km_baseline {

// One handle for the life of the process, created on first use (cudnnCreate is slow); it is never
// destroyed, because a destructor at exit could run after the CUDA context is gone.
inline cudnnHandle_t handle() {
  static const cudnnHandle_t h = []() -> cudnnHandle_t {
    cudnnHandle_t created = nullptr;
    return cudnnCreate(&created) == CUDNN_STATUS_SUCCESS ? created : nullptr;
  }();
  return h;
}

// A packed NCHW tensor descriptor, destroyed with the call.
struct Tensor {
  cudnnTensorDescriptor_t d = nullptr;
  Tensor() {
    if (cudnnCreateTensorDescriptor(&d) != CUDNN_STATUS_SUCCESS) d = nullptr;
  }
  ~Tensor() {
    if (d != nullptr) cudnnDestroyTensorDescriptor(d);
  }
  Tensor(const Tensor&) = delete;
  Tensor& operator=(const Tensor&) = delete;
  bool set(cudnnDataType_t type, int64_t n, int64_t c, int64_t h, int64_t w) {
    if (d == nullptr || !fits_int(n) || !fits_int(c) || !fits_int(h) || !fits_int(w) ||
        !fits_int(n * c * h * w))
      return false;
    return cudnnSetTensor4dDescriptor(d, CUDNN_TENSOR_NCHW, type, static_cast<int>(n),
                                      static_cast<int>(c), static_cast<int>(h),
                                      static_cast<int>(w)) == CUDNN_STATUS_SUCCESS;
  }
};

struct Activation {
  cudnnActivationDescriptor_t d = nullptr;
  Activation() {
    if (cudnnCreateActivationDescriptor(&d) != CUDNN_STATUS_SUCCESS) d = nullptr;
  }
  ~Activation() {
    if (d != nullptr) cudnnDestroyActivationDescriptor(d);
  }
  Activation(const Activation&) = delete;
  Activation& operator=(const Activation&) = delete;
};

// y = mode(x) over n elements of `type`, viewed as an NCHW tensor [n, 1, 1, 1]; NaN propagated,
// coef 0 (unused by relu, sigmoid and tanh). Returns 0 on success, 1 on any failure.
inline int cudnn_activation(cudnnActivationMode_t mode, cudnnDataType_t type, const void* x,
                            void* y, int64_t n, cudaStream_t stream) {
  if (n == 0) return 0;  // cuDNN cannot describe a tensor with a zero dimension; nothing to do
  const cudnnHandle_t h = handle();
  if (h == nullptr || cudnnSetStream(h, stream) != CUDNN_STATUS_SUCCESS) return 1;
  Tensor t;
  Activation act;
  if (!t.set(type, n, 1, 1, 1) || act.d == nullptr) return 1;
  if (cudnnSetActivationDescriptor(act.d, mode, CUDNN_PROPAGATE_NAN, 0.0) != CUDNN_STATUS_SUCCESS)
    return 1;
  const float one = 1.0f, zero = 0.0f;  // scaling factors are float for fp32, fp16 and bf16 data
  if (cudnnActivationForward(h, act.d, &one, t.d, x, &zero, t.d, y) != CUDNN_STATUS_SUCCESS)
    return 1;
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}

}  // namespace km_baseline
