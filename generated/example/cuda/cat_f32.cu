// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// float in and out: a pure copy. xs is a device array of count device pointers; item i is its own
// buffer of [outer, n + i * step, inner] and lands at column offset i * n + step * i * (i - 1) / 2
// of y's [outer, total, inner]. One grid row (blockIdx.y) per item, a grid-stride loop over the
// item's elements, each element's destination computed from its (outer, rest) split.
#include <algorithm>

constexpr int kThreads = 256;

static __global__ void cat_kernel(const float* const* __restrict__ xs, float* __restrict__ y,
                                  int64_t outer, int64_t n, int64_t step, int64_t inner,
                                  int64_t total) {
  const int64_t i = blockIdx.y;
  const float* x = xs[i];  // read from the device pointer array
  const int64_t row = (n + i * step) * inner;  // one outer index's elements of item i
  const int64_t off = (i * n + step * i * (i - 1) / 2) * inner;
  const int64_t count = outer * row;
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t e = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; e < count;
       e += stride) {
    const int64_t o = e / row;
    y[o * total * inner + off + (e - o * row)] = x[e];
  }
}

int cat_f32(const float* const* xs, float* y, int64_t outer, int64_t count, int64_t n, int64_t step,
            int64_t inner, cudaStream_t stream) {
  if (count <= 0 || outer <= 0 || inner <= 0) return 0;
  const int64_t total = count * n + step * count * (count - 1) / 2;
  if (total <= 0) return 0;
  // Blocks per item sized for the largest item; small items' extra blocks exit at once.
  const int64_t largest = outer * (n + (count - 1) * std::max<int64_t>(step, 0)) * inner;
  const int64_t blocks = std::min<int64_t>((largest + kThreads - 1) / kThreads, 1024);
  const dim3 grid(static_cast<unsigned>(std::max<int64_t>(blocks, 1)), static_cast<unsigned>(count));
  cat_kernel<<<grid, kThreads, 0, stream>>>(xs, y, outer, n, step, inner, total);
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
