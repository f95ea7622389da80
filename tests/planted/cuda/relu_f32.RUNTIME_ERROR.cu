// Planted (self-test): dereferences a null device pointer; the sticky "illegal address" error
// must surface as RUNTIME_ERROR naming the CUDA error, for this test only.
__global__ void relu_kernel(const float* x, float* y, int64_t n) {
  int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  float* volatile wild = nullptr;
  if (i < n) y[i] = x[i] < 0.0f ? 0.0f : x[i];
  if (i == 0) wild[1 << 20] = 1.0f;
}

int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  relu_kernel<<<static_cast<unsigned>((n + 255) / 256), 256, 0, stream>>>(x, y, n);
  return 0;
}
