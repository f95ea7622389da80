// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Inclusive prefix sum along the middle axis of [outer, d, inner]. Threads take (o, block of 64
// columns of inner); each column's running sum is carried in a float register while the block walks
// the d rows in order, so loads and stores are contiguous.
// Each fp16 element is widened to float, all math is in float, and each result is rounded once.
#include <algorithm>

int cumsum_axis_f16(const km_f16* x, km_f16* y, int64_t outer, int64_t d, int64_t inner) {
  constexpr int64_t kB = 64;
  const int64_t nb = (inner + kB - 1) / kB;
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < outer * nb; ++t) {
    const int64_t o = t / nb, i0 = (t % nb) * kB, w = std::min(kB, inner - i0);
    float acc[kB] = {};
    for (int64_t k = 0; k < d; ++k) {
      const int64_t off = (o * d + k) * inner + i0;
      for (int64_t j = 0; j < w; ++j) {
        acc[j] += km_f16_to_f32(x[off + j]);
        y[off + j] = km_f32_to_f16(acc[j]);
      }
    }
  }
  return 0;
}
