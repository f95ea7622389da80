// Planted wrong kernel (self-test only): waits for its own launch with cudaDeviceSynchronize before
// returning, the habit of tutorial code that "makes sure the kernel is done" (and which would also
// wait for the harness's timer and anyone else's work on the device). Otherwise a correct relu.
// Caught by: the symbol policy at the compile stage (cudaDeviceSynchronize is not on the allow-list).
// km-reason: cudaDeviceSynchronize
__global__ void relu_kernel(const float* __restrict__ x, float* __restrict__ y, int64_t n) {
  const int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (i < n) y[i] = x[i] < 0.0f ? 0.0f : x[i];
}

int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  if (n <= 0) return 0;
  relu_kernel<<<static_cast<unsigned>((n + 255) / 256), 256, 0, stream>>>(x, y, n);
  if (cudaGetLastError() != cudaSuccess) return 1;
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
