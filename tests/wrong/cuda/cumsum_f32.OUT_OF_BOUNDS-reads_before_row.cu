// Planted wrong kernel (self-test only): one thread per row scans it sequentially, but first loads
// the "previous" element of its row (x[-1] for row 0) as the carry of a pipelined scan it never
// uses: a read of 4 bytes before x that an ordinary allocation never notices (the results are
// right). Caught by: the odd drawn cases, whose device buffers start right after unmapped memory
// (the read faults there, and not when the case is repeated with ordinary allocations).
// km-reason: before the start of a buffer
__global__ void scan_rows(const float* __restrict__ x, float* __restrict__ y, int64_t rows,
                          int64_t cols) {
  const int64_t r = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (r >= rows) return;
  const float* in = x + r * cols;
  float* out = y + r * cols;
  const float carry = in[-1];  // loaded even for row 0
  float acc = 0.0f;
  for (int64_t j = 0; j < cols; ++j) {
    acc += in[j];
    out[j] = acc;
  }
  if (carry == 1.2345e38f) out[0] = carry;  // keeps the load; never true here
}

int cumsum_f32(const float* x, float* y, int64_t rows, int64_t cols, cudaStream_t stream) {
  if (rows <= 0 || cols <= 0) return 0;
  scan_rows<<<static_cast<unsigned>((rows + 127) / 128), 128, 0, stream>>>(x, y, rows, cols);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
