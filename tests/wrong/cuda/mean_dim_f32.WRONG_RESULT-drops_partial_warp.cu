// Planted wrong kernel (self-test only): one warp per row walks the row in 32-wide chunks, one
// element per lane, and reduces with shuffles; the loop runs over whole chunks only
// (base + 32 <= cols), so the last, partial warp's worth of columns is dropped, and a row shorter
// than 32 sums to 0. Caught by: the tolerance on the first case (rows = 1, cols = 1 gives 0).
namespace {

constexpr int kWarpsPerBlock = 8;

__global__ void __launch_bounds__(kWarpsPerBlock * 32)
    row_means(const float* __restrict__ x, float* __restrict__ y, int64_t rows, int64_t cols) {
  const int lane = threadIdx.x & 31;
  const int64_t first = blockIdx.x * static_cast<int64_t>(kWarpsPerBlock) + (threadIdx.x >> 5);
  const int64_t stride = static_cast<int64_t>(gridDim.x) * kWarpsPerBlock;
  for (int64_t r = first; r < rows; r += stride) {
    const float* xr = x + r * cols;
    float s = 0.0f;
    for (int64_t base = 0; base + 32 <= cols; base += 32) s += xr[base + lane];
    for (int off = 16; off > 0; off >>= 1) s += __shfl_xor_sync(0xffffffffu, s, off);
    if (lane == 0) y[r] = s / static_cast<float>(cols);
  }
}

}  // namespace

int mean_dim_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0 || cols <= 0) return 0;
  const int64_t blocks = (rows + kWarpsPerBlock - 1) / kWarpsPerBlock;
  row_means<<<static_cast<unsigned>(blocks < 65535 ? blocks : 65535), kWarpsPerBlock * 32, 0,
              stream>>>(x, y, rows, cols);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
