// Planted wrong kernel (self-test only): a correct relu launched with <<<grid, block>>> and no
// stream, so it goes to the legacy default stream instead of `stream` (the most common omission
// in model-written launch code; the harness's events on `stream` would not time it).
// Caught by: the worker's stream guard on the first correctness call (work escapes the timer).
// km-reason: went to the legacy default stream
__global__ void relu_kernel(const float* __restrict__ x, float* __restrict__ y, int64_t n) {
  const int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (i < n) y[i] = x[i] < 0.0f ? 0.0f : x[i];
}

int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  (void)stream;
  if (n <= 0) return 0;
  relu_kernel<<<static_cast<unsigned>((n + 255) / 256), 256>>>(x, y, n);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
