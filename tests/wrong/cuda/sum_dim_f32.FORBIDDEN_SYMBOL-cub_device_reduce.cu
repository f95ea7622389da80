// Planted wrong kernel (self-test only): sums the rows with CUB's device-wide segmented reduction
// (cub::DeviceSegmentedReduce::Sum over row offsets), the one-liner a model that knows CUB uses
// for a per-row sum. A library primitive, not a kernel of its own.
// Caught by: the platform's forbidden_source rule (cub::Device*) at the compile stage.
// km-reason: cub::DeviceSegmentedReduce
#include <cub/cub.cuh>

namespace {

__global__ void row_offsets(int64_t* offsets, int64_t rows, int64_t cols) {
  const int64_t r = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (r <= rows) offsets[r] = r * cols;
}

}  // namespace

int sum_dim_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0 || cols <= 0) return 0;
  int64_t* offsets = nullptr;
  if (cudaMallocAsync(&offsets, static_cast<size_t>(rows + 1) * sizeof(int64_t), stream) !=
      cudaSuccess)
    return 1;
  row_offsets<<<static_cast<unsigned>((rows + 256) / 256), 256, 0, stream>>>(offsets, rows, cols);
  size_t temp_bytes = 0;
  cub::DeviceSegmentedReduce::Sum(nullptr, temp_bytes, x, y, static_cast<int>(rows), offsets,
                                  offsets + 1, stream);
  void* temp = nullptr;
  if (cudaMallocAsync(&temp, temp_bytes, stream) != cudaSuccess) return 1;
  cub::DeviceSegmentedReduce::Sum(temp, temp_bytes, x, y, static_cast<int>(rows), offsets,
                                  offsets + 1, stream);
  cudaFreeAsync(temp, stream);
  cudaFreeAsync(offsets, stream);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
