// Planted (self-test): a correct kernel whose verdict on a machine without a GPU must be SKIPPED
// with the reason "no CUDA device" (and PASS where a GPU is present).
__global__ void relu_kernel(const float* x, float* y, int64_t n) {
  int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (i < n) y[i] = x[i] < 0.0f ? 0.0f : x[i];
}

int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  if (n == 0) return 0;  // a launch of 0 blocks is an error (the empty set's n=0)
  relu_kernel<<<static_cast<unsigned>((n + 255) / 256), 256, 0, stream>>>(x, y, n);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
