// Plausible wrong kernel (self-test only): a correct row sum that returns early when there is
// "nothing to add" (cols = 0), leaving y unwritten where each row's sum over no terms is 0. The
// `empty` set's rows=37, cols=0 finds it: every failing element still holds the poison,
// STALE_OUTPUT (KernelMark's own CUDA example did this until the set existed).
int sum_dim_f32(const float* x, float* y, int64_t rows, int64_t cols) {
  if (rows == 0 || cols == 0) return 0;
  for (int64_t r = 0; r < rows; ++r) {
    double s = 0;
    for (int64_t c = 0; c < cols; ++c) s += x[r * cols + c];
    y[r] = static_cast<float>(s);
  }
  return 0;
}
