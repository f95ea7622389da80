// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp16 boxes are widened to float once (a float copy of both box lists), all arithmetic is in
// float as torch_npu's reference formula does, and each ratio is rounded to fp16 once. The
// intersection is clamped at 0 and the denominator at 1e-10.
#include <algorithm>
#include <vector>

int box_iou_f16(const km_f16* bboxes, const km_f16* gtboxes, km_f16* iou, int64_t n, int64_t m, int64_t mode) {
  std::vector<float> b(static_cast<size_t>(4 * n)), g(static_cast<size_t>(4 * m));
  for (int64_t k = 0; k < 4 * n; ++k) b[k] = km_f16_to_f32(bboxes[k]);
  for (int64_t k = 0; k < 4 * m; ++k) g[k] = km_f16_to_f32(gtboxes[k]);
#pragma omp parallel for schedule(static)
  for (int64_t j = 0; j < m; ++j) {
    const float* gj = g.data() + 4 * j;
    const float ga = (gj[2] - gj[0]) * (gj[3] - gj[1]);
    for (int64_t i = 0; i < n; ++i) {
      const float* bi = b.data() + 4 * i;
      const float w = std::max(std::min(bi[2], gj[2]) - std::max(bi[0], gj[0]), 0.0f);
      const float h = std::max(std::min(bi[3], gj[3]) - std::max(bi[1], gj[1]), 0.0f);
      const float inter = w * h;
      const float den = mode == 0 ? (bi[2] - bi[0]) * (bi[3] - bi[1]) + ga - inter : ga;
      iou[j * n + i] = km_f32_to_f16(inter / std::max(den, 1e-10f));
    }
  }
  return 0;
}
