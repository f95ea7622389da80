// kernelmark-baseline: cuDNN cudnnActivationForward (relu)
// SPDX-License-Identifier: Apache-2.0
// The n elements are an NCHW tensor [n, 1, 1, 1]; CUDNN_ACTIVATION_RELU, NaN propagated.
#include "cudnn_common.cuh"

int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  return km_baseline::cudnn_activation(CUDNN_ACTIVATION_RELU, CUDNN_DATA_FLOAT, x, y, n, stream);
}
