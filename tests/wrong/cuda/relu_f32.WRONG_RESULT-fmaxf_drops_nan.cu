// Planted wrong kernel (self-test only): relu as fmaxf(x, 0.0f), the idiomatic one-liner; IEEE
// maxNum returns the number when one operand is NaN, so NaN inputs come out 0 where torch.relu
// propagates NaN. Caught by: the `specials` input variant (NaN injected): NaN positions differ.
// km-reason: expected nan, got 0
#include <algorithm>

__global__ void relu_kernel(const float* __restrict__ x, float* __restrict__ y, int64_t n) {
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x; i < n; i += stride)
    y[i] = fmaxf(x[i], 0.0f);
}

int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  if (n <= 0) return 0;
  const int64_t blocks = std::min<int64_t>((n + 255) / 256, 8192);
  relu_kernel<<<static_cast<unsigned>(blocks), 256, 0, stream>>>(x, y, n);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
