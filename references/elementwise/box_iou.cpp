// SPDX-License-Identifier: Apache-2.0
#include <algorithm>

#include "core/reference.hpp"

// torch_npu.npu_iou's boxes (x1, y1, x2, y2): iou[j, i] compares bbox i with gt box j.
// mode 0: inter / max(union, 1e-10); mode 1 (IoF): inter / max(area(g_j), 1e-10).
KM_REFERENCE(box_iou) {
  auto b = ctx.in("bboxes");
  auto g = ctx.in("gtboxes");
  auto iou = ctx.out("iou");
  const int64_t n = ctx.size("n"), m = ctx.size("m");
  const bool iof = ctx.param("mode") != 0;
  auto area = [](const double* p) { return (p[2] - p[0]) * (p[3] - p[1]); };
  for (int64_t j = 0; j < m; ++j) {
    const double* gj = g.data() + 4 * j;
    for (int64_t i = 0; i < n; ++i) {
      const double* bi = b.data() + 4 * i;
      const double w = std::max(std::min(bi[2], gj[2]) - std::max(bi[0], gj[0]), 0.0);
      const double h = std::max(std::min(bi[3], gj[3]) - std::max(bi[1], gj[1]), 0.0);
      const double inter = w * h;
      const double den = iof ? area(gj) : area(bi) + area(gj) - inter;
      iou[j * n + i] = inter / std::max(den, 1e-10);
    }
  }
}
