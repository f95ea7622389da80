// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// One output row per gt box: the gt box and its area are loaded once, then every bbox is compared
// with it. The intersection's width and height are clamped at 0 (disjoint boxes), and the
// denominator at 1e-10, so two zero-area boxes give 0, not 0 / 0.
#include <algorithm>

int box_iou_f32(const float* bboxes, const float* gtboxes, float* iou, int64_t n, int64_t m, int64_t mode) {
#pragma omp parallel for schedule(static)
  for (int64_t j = 0; j < m; ++j) {
    const float* g = gtboxes + 4 * j;
    const float ga = (g[2] - g[0]) * (g[3] - g[1]);
    for (int64_t i = 0; i < n; ++i) {
      const float* b = bboxes + 4 * i;
      const float w = std::max(std::min(b[2], g[2]) - std::max(b[0], g[0]), 0.0f);
      const float h = std::max(std::min(b[3], g[3]) - std::max(b[1], g[1]), 0.0f);
      const float inter = w * h;
      const float den = mode == 0 ? (b[2] - b[0]) * (b[3] - b[1]) + ga - inter : ga;
      iou[j * n + i] = inter / std::max(den, 1e-10f);
    }
  }
  return 0;
}
