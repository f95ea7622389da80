// Planted wrong kernel (self-test only): a parallel scan of long rows chains chunk offsets,
// offset[t] = offset[t-1] + total[t-1], with no barrier between thread t-1 storing offset[t-1]
// (after its chunk scan) and thread t reading it: exact with 2 threads, racy with 3+. Caught by:
// reruns of the first held-out case in fresh workers (OMP_NUM_THREADS=3, 8).
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
  std::vector<float> total(static_cast<size_t>(max_t * rows)), offset(total.size());
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
#pragma omp barrier
    for (int64_t r = 0; r < rows; ++r) {
      // Phase 2: this chunk's offset from the previous chunk's offset and total.
      const float off = t == 0 ? 0.0f : offset[(t - 1) * rows + r] + total[(t - 1) * rows + r];
      // Phase 3: local scan from the offset.
      float acc = off;
      for (int64_t j = j0; j < j1; ++j) y[r * cols + j] = acc += x[r * cols + j];
      offset[t * rows + r] = off;  // read by thread t + 1 without a barrier in between
    }
  }
  return 0;
}
