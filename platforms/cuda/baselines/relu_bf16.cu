// kernelmark-baseline: cuDNN cudnnActivationForward (relu, bf16)
// SPDX-License-Identifier: Apache-2.0
// The n elements are an NCHW tensor [n, 1, 1, 1]; CUDNN_ACTIVATION_RELU, NaN propagated.
#include "cudnn_common.cuh"

int relu_bf16(const __nv_bfloat16* x, __nv_bfloat16* y, int64_t n, cudaStream_t stream) {
  return km_baseline::cudnn_activation(CUDNN_ACTIVATION_RELU, CUDNN_DATA_BFLOAT16, x, y, n, stream);
}
