// SPDX-License-Identifier: Apache-2.0
#include <algorithm>
#include <numeric>
#include <vector>

#include "core/reference.hpp"

// Greedy NMS: the boxes scoring above score_threshold in descending score order (stable), each
// kept unless a kept box has IoU >= iou_threshold with it, at most max_out kept; the kept indices
// then zeros. The inputs' whole-number coordinates make every area exact in double.
KM_REFERENCE(nms) {
  auto boxes = ctx.in("boxes");
  auto scores = ctx.in("scores");
  auto sel = ctx.out("selected_indices");
  auto num = ctx.out("num_selected");
  const int64_t n = ctx.size("n"), max_out = ctx.size("max_out");
  const double thr = ctx.param("iou_threshold"), sthr = ctx.param("score_threshold");
  std::vector<int64_t> order;
  for (int64_t i = 0; i < n; ++i)
    if (scores[i] > sthr) order.push_back(i);
  std::stable_sort(order.begin(), order.end(),
                   [&](int64_t a, int64_t b) { return scores[a] > scores[b]; });
  auto area = [&](int64_t i) {
    return (boxes[4 * i + 2] - boxes[4 * i]) * (boxes[4 * i + 3] - boxes[4 * i + 1]);
  };
  std::vector<int64_t> kept;
  for (const int64_t i : order) {
    if (static_cast<int64_t>(kept.size()) >= max_out) break;
    bool keep = true;
    for (const int64_t j : kept) {
      const double iw = std::max(std::min(boxes[4 * i + 2], boxes[4 * j + 2]) -
                                     std::max(boxes[4 * i], boxes[4 * j]),
                                 0.0);
      const double ih = std::max(std::min(boxes[4 * i + 3], boxes[4 * j + 3]) -
                                     std::max(boxes[4 * i + 1], boxes[4 * j + 1]),
                                 0.0);
      const double inter = iw * ih;
      const double iou = inter / std::max(area(i) + area(j) - inter, 1e-6);
      if (iou >= thr) {
        keep = false;
        break;
      }
    }
    if (keep) kept.push_back(i);
  }
  for (int64_t s = 0; s < max_out; ++s)
    sel[s] = s < static_cast<int64_t>(kept.size()) ? static_cast<double>(kept[s]) : 0.0;
  num[0] = static_cast<double>(kept.size());
}
