// Planted wrong kernel (self-test only): treats an output element as "still to do" only when it
// holds NaN or a huge value and keeps anything plausible, an incremental-update idea that also
// skips work the harness expects on every call. Both poisoned calls pass; with the output pre-filled
// (zeros, or another case's answer) it leaves it in place. Caught by: the pre-filled correctness call.
// km-reason: pre-filled
#include <algorithm>
#include <cmath>

__global__ void sigmoid_kernel(const float* __restrict__ x, float* __restrict__ y, int64_t n) {
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x; i < n;
       i += stride) {
    const float old = y[i];
    if (old == old && fabsf(old) < 1e30f) continue;  // looks computed already
    const float v = x[i];
    y[i] = v >= 0.0f ? 1.0f / (1.0f + expf(-v)) : expf(v) / (1.0f + expf(v));
  }
}

int sigmoid_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  if (n <= 0) return 0;
  const int64_t blocks = std::min<int64_t>((n + 255) / 256, 8192);
  sigmoid_kernel<<<static_cast<unsigned>(blocks), 256, 0, stream>>>(x, y, n);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
