// Planted honest twin (self-test only): a per-row sum built on block-level CUB (cub::BlockReduce,
// with <cub/cub.cuh> included), which is kernel code, not a library call: the forbidden_source
// rule targets only cub::Device*, and the build's CCCL_DISABLE_NVTX keeps CUB's NVTX loader out
// of the imports. Caught by: nothing, it must PASS every stage (the cub::Device* files' control).
#include <cub/cub.cuh>

#include <algorithm>

namespace {

constexpr int kThreads = 256;

__global__ void __launch_bounds__(kThreads)
    row_sums(const float* __restrict__ x, float* __restrict__ y, int64_t rows, int64_t cols) {
  using BlockReduce = cub::BlockReduce<float, kThreads>;
  __shared__ typename BlockReduce::TempStorage temp;
  for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
    const float* xr = x + r * cols;
    float s = 0.0f;
    for (int64_t j = threadIdx.x; j < cols; j += kThreads) s += xr[j];
    const float total = BlockReduce(temp).Sum(s);  // valid in thread 0
    if (threadIdx.x == 0) y[r] = total;
    __syncthreads();  // temp is reused by the next row
  }
}

}  // namespace

int sum_dim_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0) return 0;  // cols = 0: each row still gets its sum over no terms, 0
  const unsigned blocks = static_cast<unsigned>(std::min<int64_t>(rows, 1 << 30));
  row_sums<<<blocks, kThreads, 0, stream>>>(x, y, rows, cols);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
