// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// z = (x > y) as a bool (one byte, 0 or 1) from int8 operands: one element per thread in a
// grid-stride loop with 64-bit indices. Signed compare: int8 -56 is below 100.
#include <algorithm>

constexpr int kThreads = 256;

static __global__ void gt_kernel(const int8_t* __restrict__ x, const int8_t* __restrict__ y,
                                 bool* __restrict__ z, int64_t n) {
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += stride)
    z[i] = x[i] > y[i];
}

int gt_i8(const int8_t* x, const int8_t* y, bool* z, int64_t n, cudaStream_t stream) {
  if (n <= 0) return 0;
  int dev = 0, sms = 0;
  cudaGetDevice(&dev);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
  const int64_t wave = static_cast<int64_t>(std::max(sms, 1)) * (2048 / kThreads);
  const int grid = static_cast<int>(std::min((n + kThreads - 1) / kThreads, wave));
  gt_kernel<<<grid, kThreads, 0, stream>>>(x, y, z, n);
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
