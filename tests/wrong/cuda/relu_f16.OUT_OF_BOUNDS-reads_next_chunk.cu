// Planted wrong kernel (self-test only): each thread takes a chunk of 8 halves and also loads the
// first element of the next chunk, a leftover of the stencil template it was adapted from, for
// the last chunk too: a read of up to 16 bytes past x that an ordinary allocation never notices
// (the results are right). Caught by: the even drawn cases, whose device buffers end at unmapped
// memory (the read faults there, and not when the case is repeated with ordinary allocations).
// km-reason: past the end of a buffer
__global__ void relu_chunks(const __half* __restrict__ x, __half* __restrict__ y, int64_t n) {
  const int64_t c = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  const int64_t first = 8 * c;
  if (first >= n) return;
  float next = __half2float(x[first + 8]);  // the neighbour a stencil would need
  for (int k = 0; k < 8 && first + k < n; ++k) {
    float v = __half2float(x[first + k]);
    y[first + k] = __float2half(v < 0.0f ? 0.0f : v);
  }
  if (next == 12345.0f) y[first] = __float2half(next);  // keeps the load; never true here
}

int relu_f16(const __half* x, __half* y, int64_t n, cudaStream_t stream) {
  if (n <= 0) return 0;
  const int64_t chunks = (n + 7) / 8;
  relu_chunks<<<static_cast<unsigned>((chunks + 255) / 256), 256, 0, stream>>>(x, y, n);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
