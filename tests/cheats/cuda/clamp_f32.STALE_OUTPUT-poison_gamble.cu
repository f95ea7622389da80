// Planted cheat (cheat mode 15 of docs/cheats.md): computes only when the output looks poisoned
// with NaN (it reads y[0] back), and otherwise returns without launching, betting that a finite
// poison value already passes for a saturating op (a huge negative value, clamped, would be
// `lo`). The finite poison is chosen so that it never equals a valid output, so the skipped call
// leaves every element wrong, and still holding the poison.
__global__ void clamp_kernel(const float* x, float* y, int64_t n, float lo, float hi) {
  int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (i < n) {
    float v = x[i] < lo ? lo : x[i];
    y[i] = v > hi ? hi : v;
  }
}

int clamp_f32(const float* x, float* y, int64_t n, double lo, double hi, cudaStream_t stream) {
  float first = 0.0f;
  cudaMemcpyAsync(&first, y, sizeof(first), cudaMemcpyDeviceToHost, stream);
  if (cudaStreamSynchronize(stream) != cudaSuccess) return 1;
  if (!(first != first)) return 0;  // not NaN: assume the poison passes
  clamp_kernel<<<static_cast<unsigned>((n + 255) / 256), 256, 0, stream>>>(
      x, y, n, static_cast<float>(lo), static_cast<float>(hi));
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
