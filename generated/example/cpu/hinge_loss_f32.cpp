// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Mean hinge loss, labels t[j] broadcast along the rows of pred [b, n]: chunks of 4096 elements
// summed in float, chunk sums in double, divided by b * n.
#include <algorithm>
#include <cmath>

int hinge_loss_f32(const float* pred, const float* t, float* loss, int64_t b, int64_t n) {
  constexpr int64_t kChunk = 4096;
  double total = 0.0;
#pragma omp parallel for schedule(static) reduction(+ : total)
  for (int64_t start = 0; start < b * n; start += kChunk) {
    const int64_t end = std::min(start + kChunk, static_cast<int64_t>(b * n));
    float s = 0.0f;
    for (int64_t e = start; e < end; ++e) {
      s += std::max(0.0f, 1.0f - pred[e] * t[e % n]);
    }
    total += s;
  }
  loss[0] = static_cast<float>(total / static_cast<double>(b * n));
  return 0;
}
