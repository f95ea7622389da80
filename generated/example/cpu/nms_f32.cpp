// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// Greedy NMS: the candidates above score_threshold sorted by (score descending, index ascending),
// each tested in fp32 against the boxes kept so far (IoU >= iou_threshold suppresses), at most
// max_out kept; unused slots hold 0.
#include <algorithm>
#include <vector>

namespace {

using T = float;
inline float ld(T v) {
  return v;
}

}  // namespace

int nms_f32(const T* boxes, const T* scores, int32_t* selected_indices, int32_t* num_selected,
           int64_t n, int64_t max_out, double iou_threshold, double score_threshold) {
  std::vector<float> b(static_cast<size_t>(4 * n)), s(static_cast<size_t>(n)),
      area(static_cast<size_t>(n));
  for (int64_t i = 0; i < 4 * n; ++i) b[i] = ld(boxes[i]);
  std::vector<int64_t> order;
  for (int64_t i = 0; i < n; ++i) {
    s[i] = ld(scores[i]);
    area[i] = (b[4 * i + 2] - b[4 * i]) * (b[4 * i + 3] - b[4 * i + 1]);
    if (static_cast<double>(s[i]) > score_threshold) order.push_back(i);
  }
  std::stable_sort(order.begin(), order.end(), [&](int64_t p, int64_t q) { return s[p] > s[q]; });
  const float thr = static_cast<float>(iou_threshold);
  int64_t kept = 0;
  for (const int64_t i : order) {
    if (kept >= max_out) break;
    bool keep = true;
    for (int64_t m = 0; m < kept && keep; ++m) {
      const int64_t j = selected_indices[m];
      const float iw = std::max(std::min(b[4 * i + 2], b[4 * j + 2]) - std::max(b[4 * i], b[4 * j]), 0.0f);
      const float ih =
          std::max(std::min(b[4 * i + 3], b[4 * j + 3]) - std::max(b[4 * i + 1], b[4 * j + 1]), 0.0f);
      const float inter = iw * ih;
      const float iou = inter / std::max(area[i] + area[j] - inter, 1e-6f);
      keep = !(iou >= thr);
    }
    if (keep) selected_indices[kept++] = static_cast<int32_t>(i);
  }
  for (int64_t m = kept; m < max_out; ++m) selected_indices[m] = 0;
  num_selected[0] = static_cast<int32_t>(kept);
  return 0;
}
