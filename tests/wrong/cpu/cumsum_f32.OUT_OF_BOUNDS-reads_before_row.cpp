// Planted wrong kernel (self-test only): preloads the "previous" element of every row (x[-1] for
// row 0) for a carry it never uses: a plausible leftover of a pipelined scan, harmless on most
// allocations. Caught by: the odd drawn cases, whose buffers start right after a page the harness
// protects, so the read before the start faults (OUT_OF_BOUNDS).
// km-reason: before the start of input 'x'
int cumsum_f32(const float* x, float* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* in = x + r * cols;
    float* out = y + r * cols;
    float prev;
    memcpy(&prev, in - 1, 4);  // the carry of a pipelined scan, loaded even for row 0
    float acc = 0.0f;
    for (int64_t j = 0; j < cols; ++j) {
      acc += in[j];
      out[j] = acc;
    }
    asm volatile("" ::"x"(prev));  // keeps the load
  }
  return 0;
}
