// KernelMark planted kernel (test input, not a sample): the copy is right (the example cat's
// kernel), then one thread advances xs[0] in the device pointer array it was given (a const_cast
// away from const float* const*), as a kernel walking an item by its pointer would. The pointer
// array is the harness's: writing it is INPUT_MODIFIED. Checks the cuda runtime's way back from
// device addresses to the items' offsets (cuda_adapter.cpp, sync_back).
#include <algorithm>

constexpr int kThreads = 256;

static __global__ void cat_kernel(const float* const* xs, float* y, int64_t outer, int64_t n,
                                  int64_t step, int64_t inner, int64_t total) {
  const int64_t i = blockIdx.y;
  const int64_t row = (n + i * step) * inner;
  const int64_t off = (i * n + step * i * (i - 1) / 2) * inner;
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t e = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; e < outer * row;
       e += stride)
    y[(e / row) * total * inner + off + e % row] = xs[i][e];
}

static __global__ void bump(const float* const* xs) { const_cast<const float**>(xs)[0] += 1; }

int cat_f32(const float* const* xs, float* y, int64_t outer, int64_t count, int64_t n, int64_t step,
            int64_t inner, cudaStream_t stream) {
  const int64_t total = count * n + step * count * (count - 1) / 2;
  const dim3 grid(64, static_cast<unsigned>(count));
  cat_kernel<<<grid, kThreads, 0, stream>>>(xs, y, outer, n, step, inner, total);
  bump<<<1, 1, 0, stream>>>(xs);
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
