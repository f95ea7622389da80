// Planted wrong kernel (self-test only): the textbook shared-memory tree reduction
// (for s = blockDim/2; s > 0; s >>= 1), which assumes a power-of-two block, launched with
// min(cols, 1024) threads "one per column"; each halving of an odd count drops its last partial
// (cols = 17: s = 8 covers 0..15, x[16] is lost). Caught by: the tolerance (small, 3 x 17).
#include <algorithm>

namespace {

constexpr int kMaxThreads = 1024;

__global__ void __launch_bounds__(kMaxThreads)
    row_sums(const float* __restrict__ x, float* __restrict__ y, int64_t rows, int64_t cols) {
  __shared__ float sh[kMaxThreads];
  const unsigned t = threadIdx.x;
  for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
    const float* xr = x + r * cols;
    float s = 0.0f;
    for (int64_t j = t; j < cols; j += blockDim.x) s += xr[j];
    sh[t] = s;
    __syncthreads();
    for (unsigned h = blockDim.x / 2; h > 0; h >>= 1) {
      if (t < h) sh[t] += sh[t + h];
      __syncthreads();
    }
    if (t == 0) y[r] = sh[0];
    __syncthreads();  // sh is rewritten for the next row
  }
}

}  // namespace

int sum_dim_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0 || cols <= 0) return 0;
  const int threads = static_cast<int>(std::min<int64_t>(cols, kMaxThreads));
  const unsigned blocks = static_cast<unsigned>(std::min<int64_t>(rows, 1 << 30));
  row_sums<<<blocks, threads, 0, stream>>>(x, y, rows, cols);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
