// Planted cheat (cheat mode 3 of docs/cheats.md): remembers the result computed for an input
// pointer and size in a device buffer, and replays it (a device-to-device copy on the stream)
// whenever it sees them again instead of computing. Correct as long as the contents behind a
// pointer never change; the harness changes them between cases and between timed calls, and
// recognises the replay of another input's result. The timed size is 64 MiB, past the L2, so the
// harness does not rotate the input over copies and x keeps its address across timed calls.
// km-perf-sizes: n=16777216
__global__ void relu_kernel(const float* x, float* y, int64_t n) {
  int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (i < n) y[i] = x[i] < 0.0f ? 0.0f : x[i];
}

namespace {
const float* cached_x = nullptr;
int64_t cached_n = -1;
float* cached_y = nullptr;
}  // namespace

int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  const size_t bytes = static_cast<size_t>(n) * sizeof(float);
  if (x == cached_x && n == cached_n) {
    cudaMemcpyAsync(y, cached_y, bytes, cudaMemcpyDeviceToDevice, stream);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
  }
  relu_kernel<<<static_cast<unsigned>((n + 255) / 256), 256, 0, stream>>>(x, y, n);
  if (n != cached_n) {
    cudaFree(cached_y);
    if (cudaMalloc(&cached_y, bytes) != cudaSuccess) return 1;
  }
  cudaMemcpyAsync(cached_y, y, bytes, cudaMemcpyDeviceToDevice, stream);
  cached_x = x;
  cached_n = n;
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
