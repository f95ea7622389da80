// kernelmark-baseline: cuDNN cudnnActivationForward (relu, fp16)
// SPDX-License-Identifier: Apache-2.0
// The n elements are an NCHW tensor [n, 1, 1, 1]; CUDNN_ACTIVATION_RELU, NaN propagated.
#include "cudnn_common.cuh"

int relu_f16(const __half* x, __half* y, int64_t n, cudaStream_t stream) {
  return km_baseline::cudnn_activation(CUDNN_ACTIVATION_RELU, CUDNN_DATA_HALF, x, y, n, stream);
}
