// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Mean Huber loss: a parallel reduction over chunks of 4096 elements, each summed in float (SIMD) and
// the chunk sums accumulated in double, then divided by n.
#include <algorithm>
#include <cmath>

int huber_loss_f32(const float* x, const float* y, float* loss, int64_t n, double delta) {
  constexpr int64_t kChunk = 4096;
  const float dl = static_cast<float>(delta), half_dl = 0.5f * dl;
  double total = 0.0;
#pragma omp parallel for schedule(static) reduction(+ : total)
  for (int64_t start = 0; start < n; start += kChunk) {
    const int64_t end = std::min(start + kChunk, n);
    float s = 0.0f;
#pragma omp simd reduction(+ : s)
    for (int64_t i = start; i < end; ++i) {
      const float d = std::fabs(x[i] - y[i]);
      s += d < dl ? 0.5f * d * d : dl * (d - half_dl);
    }
    total += s;
  }
  loss[0] = static_cast<float>(total / static_cast<double>(n));
  return 0;
}
