// Planted (self-test): the grid is rounded down, so the last n % 256 elements are never written
// (they still hold the poison: STALE_OUTPUT).
__global__ void relu_kernel(const float* x, float* y, int64_t n) {
  int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (i < n) y[i] = x[i] < 0.0f ? 0.0f : x[i];
}

int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  if (n >= 256) relu_kernel<<<static_cast<unsigned>(n / 256), 256, 0, stream>>>(x, y, n);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
