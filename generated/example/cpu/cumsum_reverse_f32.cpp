// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Suffix sum along the last dimension: rows are split across threads, and each row is walked from its
// last element to its first with a float running sum.
int cumsum_reverse_f32(const float* x, float* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* in = x + r * cols;
    float* out = y + r * cols;
    float acc = 0.0f;
    for (int64_t j = cols - 1; j >= 0; --j) {
      acc += in[j];
      out[j] = acc;
    }
  }
  return 0;
}
