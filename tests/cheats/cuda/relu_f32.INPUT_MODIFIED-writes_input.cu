// Planted (self-test): clamps its input in place (the const is cast away) and copies it out.
__global__ void relu_kernel(const float* x, float* y, int64_t n) {
  int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  float* in = const_cast<float*>(x);
  if (i < n) {
    if (in[i] < 0.0f) in[i] = 0.0f;
    y[i] = in[i];
  }
}

int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  relu_kernel<<<static_cast<unsigned>((n + 255) / 256), 256, 0, stream>>>(x, y, n);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
