// Planted cheat (cheat mode 4 of docs/cheats.md): behaves until it has been called many times in
// a row on the same size (a timing loop; a correctness check moves on to another case after a
// couple of calls), then does only the first half of the work on every other call, hoping only
// the last call's output is looked at. Every timed output is checked (in full up to 2^20
// elements), and the skipped half still holds the poison.
// km-perf-sizes: n=1048576
__global__ void relu_kernel(const float* x, float* y, int64_t n) {
  int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (i < n) y[i] = x[i] < 0.0f ? 0.0f : x[i];
}

int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  static int64_t last_n = -1;
  static unsigned run = 0;
  run = n == last_n ? run + 1 : 1;
  last_n = n;
  int64_t end = run > 8 && run % 2 == 0 ? n / 2 : n;
  if (end > 0) relu_kernel<<<static_cast<unsigned>((end + 255) / 256), 256, 0, stream>>>(x, y, end);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
