// Planted wrong kernel (self-test only): rows are handed out in blocks of 1024, with the block
// count computed as rows / 1024 (at least 1) on the assumption that a batch of rows is a power of
// two; with 1500 rows the last 476 are never processed. Caught by: the held-out set (rows = 1500):
// their outputs still hold the poison (STALE_OUTPUT).
// km-reason: never written
#include <limits>

int argmax_f32(const float* x, int64_t* idx, int64_t rows, int64_t cols) {
  constexpr int64_t kBlock = 1024;
  const int64_t blocks = rows < kBlock ? 1 : rows / kBlock;
#pragma omp parallel for schedule(static)
  for (int64_t blk = 0; blk < blocks; ++blk) {
    const int64_t r1 = (blk + 1) * kBlock < rows ? (blk + 1) * kBlock : rows;
    for (int64_t r = blk * kBlock; r < r1; ++r) {
      const float* xr = x + r * cols;
      int64_t best = 0;
      float m = xr[0];
      for (int64_t c = 1; c < cols; ++c) {
        if (m != m) break;  // NaN wins, first one
        if (xr[c] > m || xr[c] != xr[c]) {
          m = xr[c];
          best = c;
        }
      }
      idx[r] = best;
    }
  }
  return 0;
}
