// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Inclusive prefix product along the last dimension of [rows, cols]. Rows are independent, so they
// are split across threads; within a row the running product is carried serially in a float
// register.

int cumprod_f32(const float* x, float* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* in = x + r * cols;
    float* out = y + r * cols;
    float acc = 1.0f;
    for (int64_t j = 0; j < cols; ++j) {
      acc *= in[j];
      out[j] = acc;
    }
  }
  return 0;
}
