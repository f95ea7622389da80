// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y = torch.full((n,), value): an op with no input tensor; value rounded to float once. A
// grid-stride loop with 64-bit indices.
#include <algorithm>

constexpr int kThreads = 256;

static __global__ void __launch_bounds__(kThreads) fill_kernel(float* __restrict__ y, int64_t n, float v) {
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += stride)
    y[i] = v;
}

int fill_f32(float* y, int64_t n, double value, cudaStream_t stream) {
  if (n <= 0) return 0;
  int dev = 0, sms = 0;
  cudaGetDevice(&dev);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
  const int64_t wave = static_cast<int64_t>(std::max(sms, 1)) * (2048 / kThreads);
  const int grid = static_cast<int>(std::min((n + kThreads - 1) / kThreads, wave));
  fill_kernel<<<grid, kThreads, 0, stream>>>(y, n, static_cast<float>(value));
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
