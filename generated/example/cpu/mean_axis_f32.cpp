// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Mean over the middle axis: a float sum per output column, divided by d at the end.
// x is [outer, d, inner]; output element (o, i) reduces x[o, 0..d-1, i], whose elements are inner
// apart. Threads take (o, block of 64 columns of inner); each keeps 64 accumulators and walks the d
// rows of its block in order, so every load is contiguous.
#include <algorithm>

int mean_axis_f32(const float* x, float* y, int64_t outer, int64_t d, int64_t inner) {
  constexpr int64_t kB = 64;
  const int64_t nb = (inner + kB - 1) / kB;
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < outer * nb; ++t) {
    const int64_t o = t / nb, i0 = (t % nb) * kB, w = std::min(kB, inner - i0);
    const float* xo = x + o * d * inner + i0;
    float acc[kB] = {};
    for (int64_t k = 0; k < d; ++k) {
      const float* row = xo + k * inner;
      for (int64_t j = 0; j < w; ++j) {
        const float v = row[j];
        acc[j] += v;
      }
    }
    for (int64_t j = 0; j < w; ++j) y[o * inner + i0 + j] = acc[j] / static_cast<float>(d);
  }
  return 0;
}
