// Planted wrong kernel (self-test only): a software-pipelined scan preloads the next element before
// storing the current sum, so its last preload reads one past the row (past x on the last row); the
// value is unused and results are right. Caught by: the drawn set, whose buffers end at a protected
// page.
// km-reason: a page the harness protected
int cumsum_f32(const float* x, float* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* in = x + r * cols;
    float* out = y + r * cols;
    float acc = 0.0f;
    float next = in[0];
    for (int64_t j = 0; j < cols; ++j) {
      const float cur = next;
      next = in[j + 1];  // preload for the next step
      acc += cur;
      out[j] = acc;
    }
    (void)next;
  }
  return 0;
}
