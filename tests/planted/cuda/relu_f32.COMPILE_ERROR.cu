// Planted (self-test): does not compile (a host function called from device code).
float host_only(float v) { return v > 0.0f ? v : 0.0f; }

__global__ void relu_kernel(const float* x, float* y, int64_t n) {
  int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (i < n) y[i] = host_only(x[i]);
}

int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  relu_kernel<<<static_cast<unsigned>((n + 255) / 256), 256, 0, stream>>>(x, y, n);
  return 0;
}
