// Planted honest kernel (self-test only): an NMS that compares inter >= iou_threshold * union
// instead of dividing, another honest form of the IoU test. It must PASS, exact ties (IoU = 0.5)
// included: the spec's whole-number boxes and threshold in sixteenths make both forms exact.
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
      // No division: inter >= thr * union, in double (exact for these whole-number areas and a
      // threshold in sixteenths).
      const double uni = std::max(static_cast<double>(area[i]) + area[j] - inter, 1e-6);
      keep = !(static_cast<double>(inter) >= iou_threshold * uni);
    }
    if (keep) selected_indices[kept++] = static_cast<int32_t>(i);
  }
  for (int64_t m = kept; m < max_out; ++m) selected_indices[m] = 0;
  num_selected[0] = static_cast<int32_t>(kept);
  return 0;
}
