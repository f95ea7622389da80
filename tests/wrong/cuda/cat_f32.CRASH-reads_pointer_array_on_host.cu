// KernelMark planted kernel (test input, not a sample): launches one copy per item and reads
// xs[i] in host code to do it. On cuda xs is a device array (the header says so): the host's
// read of device memory faults, CRASH. A mistake a model ported from a CPU cat makes.
constexpr int kThreads = 256;

static __global__ void copy_item(const float* x, float* y, int64_t outer, int64_t row,
                                 int64_t total_row, int64_t off) {
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t e = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; e < outer * row;
       e += stride)
    y[(e / row) * total_row + off + e % row] = x[e];
}

int cat_f32(const float* const* xs, float* y, int64_t outer, int64_t count, int64_t n, int64_t step,
            int64_t inner, cudaStream_t stream) {
  const int64_t total = count * n + step * count * (count - 1) / 2;
  int64_t off = 0;
  for (int64_t i = 0; i < count; ++i) {
    const int64_t row = (n + i * step) * inner;
    copy_item<<<64, kThreads, 0, stream>>>(xs[i], y, outer, row, total * inner, off);
    off += row;
  }
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
