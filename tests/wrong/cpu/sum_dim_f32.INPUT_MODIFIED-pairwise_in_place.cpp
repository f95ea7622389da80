// Planted wrong kernel (self-test only): pairwise (tree) summation for accuracy, done in place in
// the input row through a const_cast "to avoid a scratch allocation": each level adds x[j + h] into
// x[j]. The sums are right, but the caller's tensor is destroyed. Caught by: the bit-for-bit
// comparison of the inputs after the first call (INPUT_MODIFIED).
// km-reason: input 'x'
int sum_dim_f32(const float* x, float* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    float* row = const_cast<float*>(x + r * cols);
    for (int64_t len = cols; len > 1;) {
      const int64_t half = len / 2;
      for (int64_t j = 0; j < half; ++j) row[j] += row[j + half];
      if (len % 2) row[half] = row[len - 1];  // carry the odd element to the next level
      len = half + len % 2;
    }
    y[r] = row[0];
  }
  return 0;
}
