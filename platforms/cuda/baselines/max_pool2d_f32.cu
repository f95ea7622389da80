// kernelmark-baseline: cuDNN cudnnPoolingForward (max)
// SPDX-License-Identifier: Apache-2.0
// Plain NCHW in and out, k x k window, stride s, no padding; cuDNN's output size
// floor((h - k) / s) + 1 is the task's floor mode. CUDNN_PROPAGATE_NAN: a NaN in a window wins, as
// in PyTorch.
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

struct Pooling {
  cudnnPoolingDescriptor_t d = nullptr;
  Pooling() {
    if (cudnnCreatePoolingDescriptor(&d) != CUDNN_STATUS_SUCCESS) d = nullptr;
  }
  ~Pooling() {
    if (d != nullptr) cudnnDestroyPoolingDescriptor(d);
  }
  Pooling(const Pooling&) = delete;
  Pooling& operator=(const Pooling&) = delete;
};

}  // namespace

int max_pool2d_f32(const float* x, float* y, int64_t n, int64_t c, int64_t h, int64_t w,
                   int64_t k, int64_t s, cudaStream_t stream) {
  const cudnnHandle_t hd = handle();
  if (hd == nullptr || cudnnSetStream(hd, stream) != CUDNN_STATUS_SUCCESS) return 1;
  if (!fits_int(k) || !fits_int(s)) return 1;
  const int64_t ho = (h - k) / s + 1, wo = (w - k) / s + 1;
  Tensor xt, yt;
  Pooling pool;
  if (!xt.set(CUDNN_DATA_FLOAT, n, c, h, w) || !yt.set(CUDNN_DATA_FLOAT, n, c, ho, wo) ||
      pool.d == nullptr)
    return 1;
  const int K = static_cast<int>(k), S = static_cast<int>(s);
  const cudnnPoolingMode_t mode = CUDNN_POOLING_MAX;
  if (cudnnSetPooling2dDescriptor(pool.d, mode, CUDNN_PROPAGATE_NAN, K, K, 0, 0, S, S) !=
      CUDNN_STATUS_SUCCESS)
    return 1;
  const float one = 1.0f, zero = 0.0f;
  if (cudnnPoolingForward(hd, pool.d, &one, xt.d, x, &zero, yt.d, y) != CUDNN_STATUS_SUCCESS)
    return 1;
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
