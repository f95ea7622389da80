// Plausible wrong kernel (self-test only): one block per row, correct for every cols >= 1, but it
// returns early when cols = 0 ("nothing to add"), leaving y unwritten where each row's sum over
// no terms is 0: STALE_OUTPUT on the `empty` set's rows=37, cols=0 (every failing element still
// holds the poison). KernelMark's own example did this until the set existed.
constexpr int kThreads = 256;

static __global__ void sum_rows(const float* __restrict__ x, float* __restrict__ y, int64_t cols) {
  __shared__ float part[kThreads];
  const int64_t r = blockIdx.x;
  float s = 0.0f;
  for (int64_t c = threadIdx.x; c < cols; c += kThreads) s += x[r * cols + c];
  part[threadIdx.x] = s;
  __syncthreads();
  for (int w = kThreads / 2; w > 0; w /= 2) {
    if (static_cast<int>(threadIdx.x) < w) part[threadIdx.x] += part[threadIdx.x + w];
    __syncthreads();
  }
  if (threadIdx.x == 0) y[r] = part[0];
}

int sum_dim_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0 || cols <= 0) return 0;
  sum_rows<<<static_cast<unsigned>(rows), kThreads, 0, stream>>>(x, y, cols);
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
