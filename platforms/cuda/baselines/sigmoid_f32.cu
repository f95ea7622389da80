// kernelmark-baseline: cuDNN cudnnActivationForward (sigmoid)
// SPDX-License-Identifier: Apache-2.0
// The n elements are an NCHW tensor [n, 1, 1, 1]; CUDNN_ACTIVATION_SIGMOID.
#include "cudnn_common.cuh"

int sigmoid_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  return km_baseline::cudnn_activation(CUDNN_ACTIVATION_SIGMOID, CUDNN_DATA_FLOAT, x, y, n, stream);
}
