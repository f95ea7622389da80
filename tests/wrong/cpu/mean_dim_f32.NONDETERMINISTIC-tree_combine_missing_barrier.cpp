// Planted wrong kernel (self-test only): per-thread column-chunk sums combined by a pairwise tree
// (stride 1, 2, 4, ...) ported from a GPU block reduction, without the barrier between tree levels:
// exact with 2-3 threads (thread 0 does every dependent combine), racy with 4+. Caught by: the
// rerun of the first held-out case in a fresh worker with OMP_NUM_THREADS=8.
#include <omp.h>

#include <vector>

int mean_dim_f32(const float* x, float* y, int64_t rows, int64_t cols) {
  const int max_t = omp_get_max_threads();
  std::vector<float> part(static_cast<size_t>(max_t * rows));
#pragma omp parallel num_threads(max_t)
  {
    const int t = omp_get_thread_num(), nt = omp_get_num_threads();
    const int64_t chunk = (cols + nt - 1) / nt;
    const int64_t c0 = t * chunk < cols ? t * chunk : cols;
    const int64_t c1 = c0 + chunk < cols ? c0 + chunk : cols;
    for (int64_t r = 0; r < rows; ++r) {
      float s = 0.0f;
#pragma omp simd reduction(+ : s)
      for (int64_t c = c0; c < c1; ++c) s += x[r * cols + c];
      part[t * rows + r] = s;
    }
#pragma omp barrier
    for (int stride = 1; stride < nt; stride *= 2) {
      if (t % (2 * stride) == 0 && t + stride < nt)
        for (int64_t r = 0; r < rows; ++r) part[t * rows + r] += part[(t + stride) * rows + r];
      // (missing: #pragma omp barrier before the next level reads what this one wrote)
    }
#pragma omp barrier
#pragma omp for schedule(static)
    for (int64_t r = 0; r < rows; ++r) y[r] = part[r] / static_cast<float>(cols);
  }
  return 0;
}
