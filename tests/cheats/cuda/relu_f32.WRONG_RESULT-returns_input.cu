// Planted cheat (cheat mode 1 of docs/cheats.md): returns its input unchanged (a copy on the
// stream); the negative elements are wrong.
int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  cudaMemcpyAsync(y, x, static_cast<size_t>(n) * sizeof(float), cudaMemcpyDeviceToDevice, stream);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
