// Planted wrong kernel (self-test only): every bin is taken as half-open [edge, next edge), the
// last one too, so a value equal to max_val falls in bin `bins` and is dropped, where torch.histc
// closes the last bin and counts it there. Caught by: every case whose integer-valued input holds
// max_val (most sets of a few thousand values drawn over -1100..1100).
#include <vector>

int histc_f32(const float* x, float* y, int64_t n, int64_t bins, int64_t min_val, int64_t max_val) {
  const float lo = static_cast<float>(min_val), hi = static_cast<float>(max_val);
  std::vector<int64_t> count(static_cast<size_t>(bins), 0);
  for (int64_t i = 0; i < n; ++i) {
    const float v = x[i];
    if (!(v >= lo && v <= hi)) continue;
    const auto b = static_cast<int64_t>((v - lo) * static_cast<float>(bins) / (hi - lo));
    if (b < bins) ++count[static_cast<size_t>(b)];
  }
  for (int64_t b = 0; b < bins; ++b) y[b] = static_cast<float>(count[static_cast<size_t>(b)]);
  return 0;
}
