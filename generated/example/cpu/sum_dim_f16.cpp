// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp16 has only 11 significant bits, so each row is widened to float and accumulated in float;
// the result is rounded to fp16 once at the end.
int sum_dim_f16(const km_f16* x, km_f16* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const km_f16* xr = x + r * cols;
    float s = 0.0f;
#pragma omp simd reduction(+ : s)
    for (int64_t c = 0; c < cols; ++c) s += km_f16_to_f32(xr[c]);
    y[r] = km_f32_to_f16(s);
  }
  return 0;
}
