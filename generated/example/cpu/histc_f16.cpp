// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp16 values are widened to float; each thread counts into its own integer histogram, and the
// summed counts are rounded to fp16 once at the end (an fp16 counter would stop at 2048). The bin
// is (x - lo) * bins / (hi - lo) in float, multiplied before dividing as torch.histc does, so a
// value on an edge lands on it; x == hi goes to the last bin; NaN and +-inf fail the range test.
#include <omp.h>

#include <vector>

int histc_f16(const km_f16* x, km_f16* y, int64_t n, int64_t bins, int64_t min_val, int64_t max_val) {
  const float lo = static_cast<float>(min_val), hi = static_cast<float>(max_val);
  const float nb = static_cast<float>(bins), width = hi - lo;
  const int threads = omp_get_max_threads();
  std::vector<std::vector<int64_t>> part(static_cast<size_t>(threads), std::vector<int64_t>(static_cast<size_t>(bins), 0));
#pragma omp parallel
  {
    std::vector<int64_t>& mine = part[static_cast<size_t>(omp_get_thread_num())];
#pragma omp for schedule(static)
    for (int64_t i = 0; i < n; ++i) {
      const float v = km_f16_to_f32(x[i]);
      if (!(v >= lo && v <= hi)) continue;
      int64_t b = static_cast<int64_t>((v - lo) * nb / width);
      if (b >= bins) b = bins - 1;
      ++mine[static_cast<size_t>(b)];
    }
  }
  for (int64_t b = 0; b < bins; ++b) {
    int64_t total = 0;
    for (const std::vector<int64_t>& p : part) total += p[static_cast<size_t>(b)];
    y[b] = km_f32_to_f16(static_cast<float>(total));
  }
  return 0;
}
