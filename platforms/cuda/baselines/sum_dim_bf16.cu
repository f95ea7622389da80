// kernelmark-baseline: CUB DeviceSegmentedReduce::Reduce (fp32 accumulate)
// SPDX-License-Identifier: Apache-2.0
// One segment per row. The bf16 inputs are read through a widening transform iterator and the
// initial value is a float, so CUB accumulates in fp32; each row's fp32 sum is rounded to bf16
// once, when it is written. Temporary storage comes from a stream-ordered pool that keeps its
// memory between calls.
#include <cub/device/device_segmented_reduce.cuh>
#include <cuda/std/functional>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>

#include "cub_common.cuh"

namespace {

struct Widen {
  __host__ __device__ float operator()(__nv_bfloat16 v) const { return __bfloat162float(v); }
};

}  // namespace

int sum_dim_bf16(const __nv_bfloat16* x, __nv_bfloat16* y, int64_t rows, int64_t cols,
                 cudaStream_t stream) {
  if (rows <= 0) return 0;
  const auto begin = thrust::make_transform_iterator(thrust::counting_iterator<int64_t>(0),
                                                     km_baseline::RowStart{cols});
  const auto end = begin + 1;
  const auto wide = thrust::make_transform_iterator(x, Widen{});
  auto reduce = [&](void* tmp, size_t& bytes) {
    return cub::DeviceSegmentedReduce::Reduce(tmp, bytes, wide, y, rows, begin, end,
                                              ::cuda::std::plus<float>{}, 0.0f, stream);
  };
  if (!km_baseline::run_with_scratch(stream, reduce)) return 1;
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
