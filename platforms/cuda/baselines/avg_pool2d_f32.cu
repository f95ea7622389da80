// kernelmark-baseline: cuDNN cudnnPoolingForward (average, exclude padding)
// SPDX-License-Identifier: Apache-2.0
// Plain NCHW in and out, k x k window, stride s, no padding; cuDNN's output size
// floor((h - k) / s) + 1 is the task's floor mode. With no padding every window is full, so
// CUDNN_POOLING_AVERAGE_COUNT_EXCLUDE_PADDING divides by k * k.
#include "cudnn_common.cuh"

namespace {

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

int avg_pool2d_f32(const float* x, float* y, int64_t n, int64_t c, int64_t h, int64_t w,
                   int64_t k, int64_t s, cudaStream_t stream) {
  if (n == 0) return 0;  // cuDNN cannot describe a zero dimension; y is empty
  const cudnnHandle_t hd = km_baseline::handle();
  if (hd == nullptr || cudnnSetStream(hd, stream) != CUDNN_STATUS_SUCCESS) return 1;
  if (!km_baseline::fits_int(k) || !km_baseline::fits_int(s)) return 1;
  const int64_t ho = (h - k) / s + 1, wo = (w - k) / s + 1;
  km_baseline::Tensor xt, yt;
  Pooling pool;
  if (!xt.set(CUDNN_DATA_FLOAT, n, c, h, w) || !yt.set(CUDNN_DATA_FLOAT, n, c, ho, wo) ||
      pool.d == nullptr)
    return 1;
  const int K = static_cast<int>(k), S = static_cast<int>(s);
  const cudnnPoolingMode_t mode = CUDNN_POOLING_AVERAGE_COUNT_EXCLUDE_PADDING;
  if (cudnnSetPooling2dDescriptor(pool.d, mode, CUDNN_PROPAGATE_NAN, K, K, 0, 0, S, S) !=
      CUDNN_STATUS_SUCCESS)
    return 1;
  const float one = 1.0f, zero = 0.0f;
  if (cudnnPoolingForward(hd, pool.d, &one, xt.d, x, &zero, yt.d, y) != CUDNN_STATUS_SUCCESS)
    return 1;
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
