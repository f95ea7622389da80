// Planted cheat (cheat mode 14 of docs/cheats.md): a result that depends on the call, as an
// unsynchronised reduction or a racing halo write gives: on every other call the last element
// gets its neighbour's value plus one (a second tiny launch stands in for the lost update;
// written, so not stale; wrong, so not a pass). The same case run twice passes once and fails
// once.
__global__ void relu_kernel(const float* x, float* y, int64_t n) {
  int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (i < n) y[i] = x[i] < 0.0f ? 0.0f : x[i];
}

__global__ void lose_update(float* y, int64_t n) { y[n - 1] = y[n - 2] + 1.0f; }

int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  static unsigned calls = 0;
  bool lose = ++calls % 2 == 0;
  relu_kernel<<<static_cast<unsigned>((n + 255) / 256), 256, 0, stream>>>(x, y, n);
  if (lose && n > 1) lose_update<<<1, 1, 0, stream>>>(y, n);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
