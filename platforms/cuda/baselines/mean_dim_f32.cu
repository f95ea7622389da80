// kernelmark-baseline: CUB DeviceSegmentedReduce::Sum (then scale)
// SPDX-License-Identifier: Apache-2.0
// One segment per row, summed in fp32 into y; a one-line kernel then divides each sum by cols.
// Temporary storage comes from a stream-ordered pool that keeps its memory between calls.
#include <cub/device/device_segmented_reduce.cuh>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>

#include "cub_common.cuh"

namespace {

__global__ void divide(float* y, int64_t rows, float cols) {
  const int64_t r = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (r < rows) y[r] = y[r] / cols;
}

}  // namespace

int mean_dim_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0) return 0;
  const auto begin = thrust::make_transform_iterator(thrust::counting_iterator<int64_t>(0),
                                                     km_baseline::RowStart{cols});
  const auto end = begin + 1;
  auto reduce = [&](void* tmp, size_t& bytes) {
    return cub::DeviceSegmentedReduce::Sum(tmp, bytes, x, y, rows, begin, end, stream);
  };
  if (!km_baseline::run_with_scratch(stream, reduce)) return 1;
  const unsigned blocks = static_cast<unsigned>((rows + 255) / 256);
  divide<<<blocks, 256, 0, stream>>>(y, rows, static_cast<float>(cols));
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
