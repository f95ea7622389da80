// Planted wrong kernel (self-test only): one element per thread with the grid clamped to 65536
// blocks of 256 (2^24 elements) "to stay under the grid limit", and no grid-stride loop to cover
// the rest. Every correctness shape fits (bench n = 2^24 exactly); bench_cuda's n = 2^26 does not.
// Caught by: the perf stage's sampled check of a timed call's output (3/4 of it holds the poison).
// km-perf-sizes: n=67108864
// km-reason: timed call
__global__ void relu_kernel(const float* __restrict__ x, float* __restrict__ y, int64_t n) {
  const int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (i < n) y[i] = x[i] < 0.0f ? 0.0f : x[i];
}

int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  if (n <= 0) return 0;
  const int64_t blocks = (n + 255) / 256;
  relu_kernel<<<static_cast<unsigned>(blocks < 65536 ? blocks : 65536), 256, 0, stream>>>(x, y, n);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
