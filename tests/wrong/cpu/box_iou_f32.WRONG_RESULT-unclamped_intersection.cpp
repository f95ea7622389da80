// Planted wrong kernel (self-test only): the intersection's width and height are not clamped at
// 0, so two boxes apart along both axes give a positive product of two negative extents (and one
// apart along a single axis a negative IoU) where the answer is 0. Caught by: every set with
// disjoint boxes (most pairs of the uniform draws).
#include <algorithm>

int box_iou_f32(const float* bboxes, const float* gtboxes, float* iou, int64_t n, int64_t m, int64_t mode) {
#pragma omp parallel for schedule(static)
  for (int64_t j = 0; j < m; ++j) {
    const float* g = gtboxes + 4 * j;
    const float ga = (g[2] - g[0]) * (g[3] - g[1]);
    for (int64_t i = 0; i < n; ++i) {
      const float* b = bboxes + 4 * i;
      const float w = std::min(b[2], g[2]) - std::max(b[0], g[0]);
      const float h = std::min(b[3], g[3]) - std::max(b[1], g[1]);
      const float inter = w * h;
      const float den = mode == 0 ? (b[2] - b[0]) * (b[3] - b[1]) + ga - inter : ga;
      iou[j * n + i] = inter / std::max(den, 1e-10f);
    }
  }
  return 0;
}
