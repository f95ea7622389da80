// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Masked inclusive prefix sum along the last dimension: rows are split across threads; each row's
// float running sum adds x only where the uint8 mask is nonzero.
// Each fp16 element is widened to float, all math is in float, and each result is rounded once.
int masked_cumsum_f16(const km_f16* x, const uint8_t* mask, km_f16* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const km_f16* in = x + r * cols;
    const uint8_t* m = mask + r * cols;
    km_f16* out = y + r * cols;
    float acc = 0.0f;
    for (int64_t j = 0; j < cols; ++j) {
      if (m[j]) acc += km_f16_to_f32(in[j]);
      out[j] = km_f32_to_f16(acc);
    }
  }
  return 0;
}
