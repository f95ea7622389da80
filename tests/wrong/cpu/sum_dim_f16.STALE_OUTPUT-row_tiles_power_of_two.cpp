// Planted wrong kernel (self-test only): the row loop is tiled 1024 rows at a time with ntiles =
// max(1, rows >> 10), written for power-of-two batches; with 1500 rows the rows after the first
// tile are skipped. Caught by: the held-out set (rows = 1500), whose skipped outputs still hold the
// poison (STALE_OUTPUT).
// km-reason: never written
int sum_dim_f16(const km_f16* x, km_f16* y, int64_t rows, int64_t cols) {
  const int64_t tile = 1024;
  const int64_t ntiles = rows >> 10 ? rows >> 10 : 1;
  for (int64_t t = 0; t < ntiles; ++t) {
    const int64_t r0 = t * tile, r1 = r0 + tile < rows ? r0 + tile : rows;
#pragma omp parallel for schedule(static)
    for (int64_t r = r0; r < r1; ++r) {
      const km_f16* xr = x + r * cols;
      float s = 0.0f;
      for (int64_t c = 0; c < cols; ++c) s += km_f16_to_f32(xr[c]);
      y[r] = km_f32_to_f16(s);
    }
  }
  return 0;
}
