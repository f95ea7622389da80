// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Masked inclusive prefix sum along the last dimension: rows are split across threads; each row's
// float running sum adds x only where the uint8 mask is nonzero.
int masked_cumsum_f32(const float* x, const uint8_t* mask, float* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* in = x + r * cols;
    const uint8_t* m = mask + r * cols;
    float* out = y + r * cols;
    float acc = 0.0f;
    for (int64_t j = 0; j < cols; ++j) {
      if (m[j]) acc += in[j];
      out[j] = acc;
    }
  }
  return 0;
}
