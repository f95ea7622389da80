// Planted (self-test): forgets the stream argument and launches on the default stream.
__global__ void relu_kernel(const float* x, float* y, int64_t n) {
  int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (i < n) y[i] = x[i] < 0.0f ? 0.0f : x[i];
}

int relu_f32(const float* x, float* y, int64_t n) {
  relu_kernel<<<static_cast<unsigned>((n + 255) / 256), 256>>>(x, y, n);
  return 0;
}
