// Planted wrong kernel (self-test only): a three-phase parallel scan of long rows only (cols >=
// 16384; shorter rows get one thread each), each thread owning one column chunk of every row:
// chunk totals (then a barrier), each chunk's offset chained from its predecessor's as
// offset[t] = offset[t-1] + total[t-1], and a local scan from it. The barrier between storing
// offset[t-1] and reading it is missing. With two threads offset[0] is the constant 0 and every
// row is right; with three or more, thread 2 on can read an offset not yet stored. Caught by:
// the reruns of every held-out case in fresh workers; only heldout[1] (cols 65537) takes this
// path, with OMP_NUM_THREADS=3 or 8, after it passed in the first worker, which runs 2 threads on
// every host (platforms/cpu/platform.json correct_env; with one thread per core, the 16-core H200
// host's first worker failed it and the verdict was WRONG_RESULT).
#include <omp.h>

#include <vector>

int cumsum_f32(const float* x, float* y, int64_t rows, int64_t cols) {
  if (cols < 16384) {  // rows that fit in L2: one row per thread
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
