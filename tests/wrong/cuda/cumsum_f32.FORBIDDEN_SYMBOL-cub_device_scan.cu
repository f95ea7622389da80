// Planted wrong kernel (self-test only): hands every row to CUB's device-wide scan
// (cub::DeviceScan::InclusiveSum, one call per row), the first thing a model that knows CUB
// writes for a prefix sum. A library primitive, not a kernel of its own.
// Caught by: the platform's forbidden_source rule (cub::Device*) at the compile stage.
// km-reason: cub::DeviceScan
#include <cub/cub.cuh>

int cumsum_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0 || cols <= 0) return 0;
  size_t temp_bytes = 0;
  if (cub::DeviceScan::InclusiveSum(nullptr, temp_bytes, x, y, cols, stream) != cudaSuccess)
    return 1;
  void* temp = nullptr;
  if (cudaMallocAsync(&temp, temp_bytes, stream) != cudaSuccess) return 1;
  for (int64_t r = 0; r < rows; ++r)
    if (cub::DeviceScan::InclusiveSum(temp, temp_bytes, x + r * cols, y + r * cols, cols, stream) !=
        cudaSuccess)
      return 1;
  cudaFreeAsync(temp, stream);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
