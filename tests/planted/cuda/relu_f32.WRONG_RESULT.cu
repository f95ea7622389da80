// Planted (self-test): a plausible slip, leaky ReLU's slope on the negative side, so every
// negative input gives a small wrong value (written, so WRONG_RESULT and not STALE_OUTPUT).
__global__ void relu_kernel(const float* x, float* y, int64_t n) {
  int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (i < n) y[i] = x[i] > 0.0f ? x[i] : 0.01f * x[i];
}

int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  if (n > 0) relu_kernel<<<static_cast<unsigned>((n + 255) / 256), 256, 0, stream>>>(x, y, n);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
