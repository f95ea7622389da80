// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// A single parallel SIMD reduction over all n elements. Each chunk of 4096 elements is summed
// in float (vectorized), and the chunk sums are accumulated in double, so the error stays small
// even for very large n.
#include <algorithm>

int mse_loss_f32(const float* x, const float* y, float* loss, int64_t n) {
  constexpr int64_t kChunk = 4096;
  double total = 0.0;
#pragma omp parallel for schedule(static) reduction(+ : total)
  for (int64_t start = 0; start < n; start += kChunk) {
    const int64_t end = std::min(start + kChunk, n);
    float s = 0.0f;
#pragma omp simd reduction(+ : s)
    for (int64_t i = start; i < end; ++i) {
      const float t = x[i] - y[i];
      s += t * t;
    }
    total += s;
  }
  loss[0] = static_cast<float>(total / static_cast<double>(n));
  return 0;
}
