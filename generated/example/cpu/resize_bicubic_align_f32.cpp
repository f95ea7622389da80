// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// Taps (clamped floor - 1 .. floor + 2) and cubic weights (A = -0.75) per output row and column
// are computed once in float from the align_corners source coordinate i * (in - 1) / (out - 1).
#include <algorithm>
#include <cmath>
#include <vector>

struct CubicTaps {
  int64_t idx[4];
  float wt[4];
};

static std::vector<CubicTaps> cubic_taps(int64_t in, int64_t out) {
  constexpr float A = -0.75f;
  auto cc1 = [](float t) { return ((A + 2.0f) * t - (A + 3.0f)) * t * t + 1.0f; };
  auto cc2 = [](float t) { return ((A * t - 5.0f * A) * t + 8.0f * A) * t - 4.0f * A; };
  std::vector<CubicTaps> v(static_cast<size_t>(out));
  const float scale = out > 1 ? static_cast<float>(in - 1) / static_cast<float>(out - 1) : 0.0f;
  for (int64_t i = 0; i < out; ++i) {
    const float src = static_cast<float>(i) * scale;
    const int64_t f = static_cast<int64_t>(std::floor(src));
    const float t = src - static_cast<float>(f);
    v[i].wt[0] = cc2(t + 1.0f);
    v[i].wt[1] = cc1(t);
    v[i].wt[2] = cc1(1.0f - t);
    v[i].wt[3] = cc2(2.0f - t);
    for (int q = 0; q < 4; ++q) v[i].idx[q] = std::clamp<int64_t>(f - 1 + q, 0, in - 1);
  }
  return v;
}

int resize_bicubic_align_f32(const float* x, float* y, int64_t n, int64_t c, int64_t h, int64_t w, int64_t ho, int64_t wo) {
  const std::vector<CubicTaps> rt = cubic_taps(h, ho), ct = cubic_taps(w, wo);
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < n * c * ho; ++t) {
    const int64_t p = t / ho, a = t % ho;
    for (int64_t b = 0; b < wo; ++b) {
      float s = 0.0f;
      for (int i = 0; i < 4; ++i) {
        const float* row = x + (p * h + rt[a].idx[i]) * w;
        float r = 0.0f;
        for (int j = 0; j < 4; ++j) r += ct[b].wt[j] * (row[ct[b].idx[j]]);
        s += rt[a].wt[i] * r;
      }
      y[t * wo + b] = (s);
    }
  }
  return 0;
}
