// Planted wrong kernel (self-test only): a shared-memory tree reduction missing the __syncthreads
// between storing each thread's partial sum and the first halving step, so warps 0-3 read the
// partials of warps 4-7 before they are stored (the slot still holds the 0 it was cleared to).
// Caught by: the tolerance, on both poisoned calls of small 64 x 256 (see the note at the end).
#include <algorithm>

namespace {

constexpr int kThreads = 256;

__global__ void __launch_bounds__(kThreads)
    row_sums(const float* __restrict__ x, float* __restrict__ y, int64_t rows, int64_t cols) {
  __shared__ float sh[kThreads];
  const int t = threadIdx.x;
  for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
    const float* xr = x + r * cols;
    sh[t] = 0.0f;
    __syncthreads();
    float s = 0.0f;
    for (int64_t j = t; j < cols; j += kThreads) s += xr[j];
    sh[t] = s;
    // missing: __syncthreads();
    for (int h = kThreads / 2; h > 0; h >>= 1) {
      if (t < h) sh[t] += sh[t + h];
      __syncthreads();
    }
    if (t == 0) y[r] = sh[0];
    __syncthreads();
  }
}

}  // namespace

int sum_dim_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0 || cols <= 0) return 0;
  const unsigned blocks = static_cast<unsigned>(std::min<int64_t>(rows, 1 << 30));
  row_sums<<<blocks, kThreads, 0, stream>>>(x, y, rows, cols);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}

// Why WRONG_RESULT and not NONDETERMINISTIC: rows with cols <= 128 keep every partial in warps
// 0-3 (small 1 x 1 and 3 x 17 pass). The first case with data in warps 4-7 is 64 x 256 (64
// blocks): a block is right only if all four of its late warps stored before warp 0-3 read, so
// each call has 64 chances to lose a partial and fails on both poisons; what a late read sees is
// this block's own 0, never a previous call's value, so the second call cannot pass by luck.
