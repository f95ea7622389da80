// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y[r][j] = x[r][j + 1] - x[r][j]: rows of cols inputs give rows of cols - 1 outputs (the output row
// stride is cols - 1).
// Each bf16 element is widened to float, evaluated as above and rounded back to bf16 once.

int diff_bf16(const km_bf16* x, km_bf16* y, int64_t rows, int64_t cols) {
  const int64_t w = cols - 1;
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t j = 0; j < w; ++j) y[r * w + j] = km_f32_to_bf16(km_bf16_to_f32(x[r * cols + j + 1]) - km_bf16_to_f32(x[r * cols + j]));
  return 0;
}
