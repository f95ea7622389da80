// Planted wrong kernel (self-test only): one block of 1024 threads per row, one column per thread,
// a Hillis-Steele scan in shared memory; sized for rows "up to 1024 wide", it never loops over a
// next chunk, so columns 1024 and up keep the poison (small rows are at most 1000 wide and pass).
// Caught by: the poisoned outputs on heldout (37 x 4099): every failing element unwritten.
// km-reason: was never written by the call
namespace {

constexpr int kThreads = 1024;

__global__ void __launch_bounds__(kThreads)
    cumprod_rows(const float* __restrict__ x, float* __restrict__ y, int64_t rows, int64_t cols) {
  __shared__ float buf[2][kThreads];
  const int t = threadIdx.x;
  for (int64_t r = blockIdx.x; r < rows; r += gridDim.x) {
    const float* xr = x + r * cols;
    float* yr = y + r * cols;
    int cur = 0;
    buf[cur][t] = t < cols ? xr[t] : 1.0f;
    __syncthreads();
    for (int off = 1; off < kThreads; off <<= 1) {
      const float v = t >= off ? buf[cur][t - off] * buf[cur][t] : buf[cur][t];
      buf[cur ^ 1][t] = v;
      cur ^= 1;
      __syncthreads();
    }
    if (t < cols) yr[t] = buf[cur][t];
    __syncthreads();  // buf is rewritten for the next row
  }
}

}  // namespace

int cumprod_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0 || cols <= 0) return 0;
  const unsigned blocks = static_cast<unsigned>(rows < (1 << 30) ? rows : (1 << 30));
  cumprod_rows<<<blocks, kThreads, 0, stream>>>(x, y, rows, cols);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
