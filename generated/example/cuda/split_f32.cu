// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// float in and out: a pure copy. ys is a device array of ceil(n / split) device pointers; item i
// is its own buffer of [outer, min(split, n - i * split), inner], the last one shorter where split
// does not divide n. One grid row (blockIdx.y) per item, a grid-stride loop over its elements.
#include <algorithm>

constexpr int kThreads = 256;

static __global__ void split_kernel(const float* __restrict__ x, float* const* __restrict__ ys,
                                    int64_t outer, int64_t n, int64_t inner, int64_t split) {
  const int64_t i = blockIdx.y;
  float* y = ys[i];  // read from the device pointer array
  const int64_t row = std::min(split, n - i * split) * inner;  // one outer index of item i
  const int64_t count = outer * row;
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t e = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; e < count;
       e += stride) {
    const int64_t o = e / row;
    y[e] = x[(o * n + i * split) * inner + (e - o * row)];
  }
}

int split_f32(const float* x, float* const* ys, int64_t outer, int64_t n, int64_t inner,
              int64_t split, cudaStream_t stream) {
  if (outer <= 0 || n <= 0 || inner <= 0 || split <= 0) return 0;
  const int64_t items = (n + split - 1) / split;
  const int64_t largest = outer * std::min(split, n) * inner;
  const int64_t blocks = std::min<int64_t>((largest + kThreads - 1) / kThreads, 1024);
  const dim3 grid(static_cast<unsigned>(std::max<int64_t>(blocks, 1)), static_cast<unsigned>(items));
  split_kernel<<<grid, kThreads, 0, stream>>>(x, ys, outer, n, inner, split);
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
