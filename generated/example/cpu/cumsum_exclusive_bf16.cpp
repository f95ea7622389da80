// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Exclusive prefix sum along the last dimension: rows are split across threads, and each row's running
// sum (in float) is stored before the current element is added, so y[r, 0] = 0.
// Each bf16 element is widened to float, all math is in float, and each result is rounded once.
int cumsum_exclusive_bf16(const km_bf16* x, km_bf16* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const km_bf16* in = x + r * cols;
    km_bf16* out = y + r * cols;
    float acc = 0.0f;
    for (int64_t j = 0; j < cols; ++j) {
      out[j] = km_f32_to_bf16(acc);
      acc += km_bf16_to_f32(in[j]);
    }
  }
  return 0;
}
