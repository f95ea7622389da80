// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Exclusive prefix sum along the last dimension: rows are split across threads, and each row's running
// sum (in float) is stored before the current element is added, so y[r, 0] = 0.
int cumsum_exclusive_f32(const float* x, float* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* in = x + r * cols;
    float* out = y + r * cols;
    float acc = 0.0f;
    for (int64_t j = 0; j < cols; ++j) {
      out[j] = acc;
      acc += in[j];
    }
  }
  return 0;
}
