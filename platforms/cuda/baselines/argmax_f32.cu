// kernelmark-baseline: CUB DeviceSegmentedReduce::ArgMax
// kernelmark-baseline-excludes: nan: CUB DeviceSegmentedReduce::ArgMax does not treat NaN as the largest value (torch.argmax does), seen on the H200 2026-12-01
// SPDX-License-Identifier: Apache-2.0
// One segment per row. CUB writes (offset in the row, value) pairs, ties going to the smaller
// offset as torch.argmax does; a one-line kernel then widens each offset to the task's int64
// index. CUB's ArgMax uses int offsets, so the tensor must hold fewer than 2^31 elements. The pairs
// and CUB's temporary storage share one allocation from a stream-ordered pool that keeps its
// memory between calls.
#include "cuda_common.cuh"

#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <cub/device/device_segmented_reduce.cuh>

#include <climits>

namespace {

using Pair = cub::KeyValuePair<int, float>;

// Row r is the segment [r * cols, (r + 1) * cols); the offsets are computed on the fly.
struct RowStart {
  int cols;
  __host__ __device__ int operator()(int r) const { return r * cols; }
};

__global__ void widen_keys(const Pair* __restrict__ kv, int64_t* __restrict__ idx, int64_t rows) {
  const int64_t r = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (r < rows) idx[r] = kv[r].key;
}

}  // namespace

int argmax_f32(const float* x, int64_t* idx, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0) return 0;
  if (cols <= 0 || rows * cols > INT_MAX) return 1;
  const auto begin = thrust::make_transform_iterator(thrust::counting_iterator<int>(0),
                                                     RowStart{static_cast<int>(cols)});
  const auto end = begin + 1;
  size_t bytes = 0;
  if (cub::DeviceSegmentedReduce::ArgMax(nullptr, bytes, x, static_cast<Pair*>(nullptr), rows,
                                         begin, end, stream) != cudaSuccess)
    return 1;
  const size_t pair_bytes = (static_cast<size_t>(rows) * sizeof(Pair) + 255) / 256 * 256;
  const cudaMemPool_t pool = km_baseline::scratch_pool();
  void* buf = nullptr;
  if (pool == nullptr ||
      cudaMallocFromPoolAsync(&buf, pair_bytes + bytes, pool, stream) != cudaSuccess)
    return 1;
  Pair* kv = static_cast<Pair*>(buf);
  const cudaError_t st = cub::DeviceSegmentedReduce::ArgMax(static_cast<char*>(buf) + pair_bytes,
                                                            bytes, x, kv, rows, begin, end, stream);
  if (st == cudaSuccess)
    widen_keys<<<static_cast<unsigned>((rows + 255) / 256), 256, 0, stream>>>(kv, idx, rows);
  if (cudaFreeAsync(buf, stream) != cudaSuccess || st != cudaSuccess) return 1;
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
