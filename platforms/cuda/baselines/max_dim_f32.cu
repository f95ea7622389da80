// kernelmark-baseline: CUB DeviceSegmentedReduce::Max
// kernelmark-baseline-excludes: nan: CUB DeviceSegmentedReduce::Max skips NaN (a row of one NaN gives -FLT_MAX, torch.amax gives NaN), seen on the H200 2026-12-01
// SPDX-License-Identifier: Apache-2.0
// One segment per row. Temporary storage comes from a stream-ordered pool that keeps its memory
// between calls. (CUB's maximum does not propagate NaN; the task's inputs have none.)
#include <cub/device/device_segmented_reduce.cuh>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>

#include "cub_common.cuh"

int max_dim_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0) return 0;
  const auto begin = thrust::make_transform_iterator(thrust::counting_iterator<int64_t>(0),
                                                     km_baseline::RowStart{cols});
  const auto end = begin + 1;
  auto reduce = [&](void* tmp, size_t& bytes) {
    return cub::DeviceSegmentedReduce::Max(tmp, bytes, x, y, rows, begin, end, stream);
  };
  if (!km_baseline::run_with_scratch(stream, reduce)) return 1;
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
