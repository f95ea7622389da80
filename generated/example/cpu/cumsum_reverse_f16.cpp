// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Suffix sum along the last dimension: rows are split across threads, and each row is walked from its
// last element to its first with a float running sum.
// Each fp16 element is widened to float, all math is in float, and each result is rounded once.
int cumsum_reverse_f16(const km_f16* x, km_f16* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const km_f16* in = x + r * cols;
    km_f16* out = y + r * cols;
    float acc = 0.0f;
    for (int64_t j = cols - 1; j >= 0; --j) {
      acc += km_f16_to_f32(in[j]);
      out[j] = km_f32_to_f16(acc);
    }
  }
  return 0;
}
