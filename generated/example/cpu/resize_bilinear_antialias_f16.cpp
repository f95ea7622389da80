// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Separable, as PyTorch does it: each output column's window (first tap and normalised triangle
// weights, half-width max(scale, 1)) is computed once in float, likewise each output row's; a
// first pass resizes every input row to wo columns into a float buffer, a second blends those rows.
// fp16 in and out: inputs widened to float on load, each output rounded to fp16 once.
#include <algorithm>
#include <cmath>
#include <vector>

namespace {
struct AaWindow {
  int64_t first;
  std::vector<float> w;
};

std::vector<AaWindow> aa_windows(int64_t in, int64_t out) {
  const float scale = static_cast<float>(in) / static_cast<float>(out);
  const float support = std::max(scale, 1.0f), inv = 1.0f / support;
  std::vector<AaWindow> r(static_cast<size_t>(out));
  for (int64_t i = 0; i < out; ++i) {
    const float center = scale * (static_cast<float>(i) + 0.5f);
    const int64_t lo = std::max<int64_t>(static_cast<int64_t>(center - support + 0.5f), 0);
    const int64_t hi = std::min<int64_t>(static_cast<int64_t>(center + support + 0.5f), in);
    AaWindow& win = r[static_cast<size_t>(i)];
    win.first = lo;
    float total = 0.0f;
    for (int64_t j = lo; j < hi; ++j) {
      const float t = std::max(0.0f, 1.0f - std::fabs((static_cast<float>(j) - center + 0.5f) * inv));
      win.w.push_back(t);
      total += t;
    }
    for (float& t : win.w) t /= total;
  }
  return r;
}
}  // namespace

int resize_bilinear_antialias_f16(const km_f16* x, km_f16* y, int64_t n, int64_t c, int64_t h, int64_t w, int64_t ho, int64_t wo) {
  const std::vector<AaWindow> rows = aa_windows(h, ho), cols = aa_windows(w, wo);
#pragma omp parallel for schedule(static)
  for (int64_t p = 0; p < n * c; ++p) {
    std::vector<float> mid(static_cast<size_t>(h * wo));  // the plane's rows, resized to wo columns
    const km_f16* xp = x + p * h * w;
    for (int64_t r = 0; r < h; ++r)
      for (int64_t b = 0; b < wo; ++b) {
        const AaWindow& win = cols[static_cast<size_t>(b)];
        float acc = 0.0f;
        for (size_t j = 0; j < win.w.size(); ++j) acc += win.w[j] * km_f16_to_f32(xp[r * w + win.first + static_cast<int64_t>(j)]);
        mid[static_cast<size_t>(r * wo + b)] = acc;
      }
    for (int64_t a = 0; a < ho; ++a) {
      const AaWindow& win = rows[static_cast<size_t>(a)];
      for (int64_t b = 0; b < wo; ++b) {
        float acc = 0.0f;
        for (size_t i = 0; i < win.w.size(); ++i) acc += win.w[i] * mid[static_cast<size_t>((win.first + static_cast<int64_t>(i)) * wo + b)];
        y[(p * ho + a) * wo + b] = km_f32_to_f16(acc);
      }
    }
  }
  return 0;
}
