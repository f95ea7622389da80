// kernelmark-baseline: cuDNN cudnnActivationForward (relu, bf16)
// SPDX-License-Identifier: Apache-2.0
// The n elements are an NCHW tensor [n, 1, 1, 1]; CUDNN_ACTIVATION_RELU, NaN propagated.
#include <cudnn.h>

#include <climits>

namespace {

// One handle for the life of the process, created on first use (cudnnCreate is slow); it is never
// destroyed, because a destructor at exit could run after the CUDA context is gone.
cudnnHandle_t handle() {
  static const cudnnHandle_t h = []() -> cudnnHandle_t {
    cudnnHandle_t created = nullptr;
    return cudnnCreate(&created) == CUDNN_STATUS_SUCCESS ? created : nullptr;
  }();
  return h;
}

bool fits_int(int64_t v) { return v >= 0 && v <= INT_MAX; }

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

}  // namespace

int relu_bf16(const __nv_bfloat16* x, __nv_bfloat16* y, int64_t n, cudaStream_t stream) {
  const cudnnHandle_t h = handle();
  if (h == nullptr || cudnnSetStream(h, stream) != CUDNN_STATUS_SUCCESS) return 1;
  Tensor t;
  Activation act;
  if (!t.set(CUDNN_DATA_BFLOAT16, n, 1, 1, 1) || act.d == nullptr) return 1;
  if (cudnnSetActivationDescriptor(act.d, CUDNN_ACTIVATION_RELU, CUDNN_PROPAGATE_NAN, 0.0) !=
      CUDNN_STATUS_SUCCESS)
    return 1;
  const float one = 1.0f, zero = 0.0f;  // scaling factors are float for bf16 data
  if (cudnnActivationForward(h, act.d, &one, t.d, x, &zero, t.d, y) != CUDNN_STATUS_SUCCESS)
    return 1;
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
