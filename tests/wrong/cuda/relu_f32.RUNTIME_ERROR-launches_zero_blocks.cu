// Plausible wrong kernel (self-test only): a correct relu whose grid is ceil(n / 256) blocks with
// no check for n = 0, so the `empty` set's n=0 launches 0 blocks: cudaErrorInvalidConfiguration,
// which the entry point reports (RUNTIME_ERROR). Every case with n >= 1 passes.
constexpr int kThreads = 256;

static __global__ void relu_kernel(const float* __restrict__ x, float* __restrict__ y, int64_t n) {
  const int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n) y[i] = x[i] < 0.0f ? 0.0f : x[i];
}

int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  const unsigned blocks = static_cast<unsigned>((n + kThreads - 1) / kThreads);
  relu_kernel<<<blocks, kThreads, 0, stream>>>(x, y, n);
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
