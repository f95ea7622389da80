// Planted wrong kernel (self-test only): the running comparison is >=, so among equal maxima the
// last index wins (numpy/torch return the first). Random floats almost never tie, so ordinary cases
// pass; NaN is handled as torch does. Caught by: the "ties" input variant (integer-valued inputs).
int argmax_f32(const float* x, int64_t* idx, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * cols;
    int64_t best = 0;
    float m = xr[0];
    for (int64_t c = 1; c < cols && m == m; ++c) {
      if (xr[c] >= m || xr[c] != xr[c]) {
        m = xr[c];
        best = c;
      }
    }
    idx[r] = best;
  }
  return 0;
}
