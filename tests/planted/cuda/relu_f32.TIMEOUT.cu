// Planted (self-test): a kernel that never finishes (it waits for a value nobody writes).
__global__ void spin(const volatile unsigned* flag) {
  while (*flag != 0x12345678u) {
  }
}

int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  (void)y;
  (void)n;
  spin<<<1, 1, 0, stream>>>(reinterpret_cast<const volatile unsigned*>(x));
  cudaStreamSynchronize(stream);
  return 0;
}
