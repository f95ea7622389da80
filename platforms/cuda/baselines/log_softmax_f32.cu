// kernelmark-baseline: cuDNN cudnnSoftmaxForward (log, instance)
// SPDX-License-Identifier: Apache-2.0
// The [rows, cols] logits are an NCHW tensor [rows, cols, 1, 1]; CUDNN_SOFTMAX_MODE_INSTANCE
// works over C * H * W = cols for each of the rows, and CUDNN_SOFTMAX_LOG gives x minus the row's
// log-sum-exp (computed with the row maximum subtracted).
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

}  // namespace

int log_softmax_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  const cudnnHandle_t h = handle();
  if (h == nullptr || cudnnSetStream(h, stream) != CUDNN_STATUS_SUCCESS) return 1;
  Tensor t;
  if (!t.set(CUDNN_DATA_FLOAT, rows, cols, 1, 1)) return 1;
  const float one = 1.0f, zero = 0.0f;  // scaling factors are float for fp32 data
  const cudnnSoftmaxAlgorithm_t algo = CUDNN_SOFTMAX_LOG;
  if (cudnnSoftmaxForward(h, algo, CUDNN_SOFTMAX_MODE_INSTANCE, &one, t.d, x, &zero, t.d, y) !=
      CUDNN_STATUS_SUCCESS)
    return 1;
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
