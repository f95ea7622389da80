// Honest twin (self-test only) of cumsum_f32.NONDETERMINISTIC-scan_missing_barrier: the same
// parallel scan of long rows, but each thread sums its predecessors' chunk totals after the barrier
// that makes them final. Must PASS in every worker, whatever OMP_NUM_THREADS is.
// km-perf-sizes: rows=64,cols=4096
#include <omp.h>

#include <vector>

int cumsum_f32(const float* x, float* y, int64_t rows, int64_t cols) {
  if (cols < 2048) {  // short rows: one row per thread
#pragma omp parallel for schedule(static)
    for (int64_t r = 0; r < rows; ++r) {
      float acc = 0.0f;
      for (int64_t j = 0; j < cols; ++j) y[r * cols + j] = acc += x[r * cols + j];
    }
    return 0;
  }
  const int max_t = omp_get_max_threads();
  std::vector<float> total(static_cast<size_t>(max_t * rows));
#pragma omp parallel num_threads(max_t)
  {
    const int t = omp_get_thread_num(), nt = omp_get_num_threads();
    const int64_t chunk = (cols + nt - 1) / nt;
    const int64_t j0 = t * chunk < cols ? t * chunk : cols;
    const int64_t j1 = j0 + chunk < cols ? j0 + chunk : cols;
    // Phase 1: this thread's chunk total of every row.
    for (int64_t r = 0; r < rows; ++r) {
      float s = 0.0f;
#pragma omp simd reduction(+ : s)
      for (int64_t j = j0; j < j1; ++j) s += x[r * cols + j];
      total[t * rows + r] = s;
    }
#pragma omp barrier  // every total is final before any is read
    for (int64_t r = 0; r < rows; ++r) {
      // Phase 2: this chunk's offset, from the totals of the chunks before it.
      float off = 0.0f;
      for (int u = 0; u < t; ++u) off += total[u * rows + r];
      // Phase 3: local scan from the offset.
      float acc = off;
      for (int64_t j = j0; j < j1; ++j) y[r * cols + j] = acc += x[r * cols + j];
    }
  }
  return 0;
}
