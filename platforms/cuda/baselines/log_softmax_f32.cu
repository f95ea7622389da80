// kernelmark-baseline: cuDNN cudnnSoftmaxForward (log, instance)
// SPDX-License-Identifier: Apache-2.0
// The [rows, cols] logits are an NCHW tensor [rows, cols, 1, 1]; CUDNN_SOFTMAX_MODE_INSTANCE
// works over C * H * W = cols for each of the rows, and CUDNN_SOFTMAX_LOG gives x minus the row's
// log-sum-exp (computed with the row maximum subtracted).
#include "cudnn_common.cuh"

int log_softmax_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows == 0 || cols == 0) return 0;  // cuDNN cannot describe a zero dimension; y is empty
  const cudnnHandle_t h = km_baseline::handle();
  if (h == nullptr || cudnnSetStream(h, stream) != CUDNN_STATUS_SUCCESS) return 1;
  km_baseline::Tensor t;
  if (!t.set(CUDNN_DATA_FLOAT, rows, cols, 1, 1)) return 1;
  const float one = 1.0f, zero = 0.0f;  // scaling factors are float for fp32 data
  const cudnnSoftmaxAlgorithm_t algo = CUDNN_SOFTMAX_LOG;
  if (cudnnSoftmaxForward(h, algo, CUDNN_SOFTMAX_MODE_INSTANCE, &one, t.d, x, &zero, t.d, y) !=
      CUDNN_STATUS_SUCCESS)
    return 1;
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
