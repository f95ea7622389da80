// kernelmark-baseline: CUB DeviceSegmentedReduce::Sum
// SPDX-License-Identifier: Apache-2.0
// One segment per row; fp32 in, fp32 accumulation, fp32 out. Temporary storage comes from a
// stream-ordered pool that keeps its memory between calls.
#include <cub/device/device_segmented_reduce.cuh>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>

#include "cub_common.cuh"

int sum_dim_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0) return 0;
  const auto begin = thrust::make_transform_iterator(thrust::counting_iterator<int64_t>(0),
                                                     km_baseline::RowStart{cols});
  const auto end = begin + 1;
  auto reduce = [&](void* tmp, size_t& bytes) {
    return cub::DeviceSegmentedReduce::Sum(tmp, bytes, x, y, rows, begin, end, stream);
  };
  if (!km_baseline::run_with_scratch(stream, reduce)) return 1;
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
