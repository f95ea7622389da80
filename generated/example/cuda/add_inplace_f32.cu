// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// In place: x += alpha * y (x.add_(y, alpha=alpha)), alpha rounded to float once. x is an inout
// tensor: it arrives holding data and the kernel updates it in its own buffer. A grid-stride loop
// with 64-bit indices; each element is read and written by one thread only.
#include <algorithm>

constexpr int kThreads = 256;

static __global__ void __launch_bounds__(kThreads)
    add_inplace_kernel(const float* __restrict__ y, float* __restrict__ x, int64_t n, float a) {
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += stride)
    x[i] = x[i] + a * y[i];
}

int add_inplace_f32(const float* y, float* x, int64_t n, double alpha, cudaStream_t stream) {
  if (n <= 0) return 0;
  int dev = 0, sms = 0;
  cudaGetDevice(&dev);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
  const int64_t wave = static_cast<int64_t>(std::max(sms, 1)) * (2048 / kThreads);
  const int grid = static_cast<int>(std::min((n + kThreads - 1) / kThreads, wave));
  add_inplace_kernel<<<grid, kThreads, 0, stream>>>(y, x, n, static_cast<float>(alpha));
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
