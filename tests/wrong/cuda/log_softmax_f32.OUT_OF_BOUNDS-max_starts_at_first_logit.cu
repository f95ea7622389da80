// Plausible wrong kernel (self-test only): a correct log_softmax (one block per row, shared-memory
// reductions) whose row maximum starts at the row's first logit, read by every thread before it
// looks at the row length. For cols = 0 (the `empty` set's rows=3, cols=0) x holds no element
// and each block reads x[0]: OUT_OF_BOUNDS where the device fence is in place. Every case with
// cols >= 1 passes. The GPU form of tests/wrong/cpu/softmax_f32...reads_first_logit.
#include <cmath>

constexpr int kThreads = 256;

static __global__ void log_softmax_kernel(const float* __restrict__ x, float* __restrict__ y,
                                          int64_t cols) {
  __shared__ float red[kThreads];
  const float* xr = x + blockIdx.x * cols;
  float* yr = y + blockIdx.x * cols;
  float m = xr[0];
  for (int64_t i = threadIdx.x; i < cols; i += kThreads) m = fmaxf(m, xr[i]);
  red[threadIdx.x] = m;
  __syncthreads();
  for (int s = kThreads / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) red[threadIdx.x] = fmaxf(red[threadIdx.x], red[threadIdx.x + s]);
    __syncthreads();
  }
  m = red[0];
  __syncthreads();
  float sum = 0.0f;
  for (int64_t i = threadIdx.x; i < cols; i += kThreads) sum += expf(xr[i] - m);
  red[threadIdx.x] = sum;
  __syncthreads();
  for (int s = kThreads / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) red[threadIdx.x] += red[threadIdx.x + s];
    __syncthreads();
  }
  const float lse = m + logf(red[0]);
  for (int64_t i = threadIdx.x; i < cols; i += kThreads) yr[i] = xr[i] - lse;
}

int log_softmax_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0) return 0;
  log_softmax_kernel<<<static_cast<unsigned>(rows), kThreads, 0, stream>>>(x, y, cols);
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
