// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to fp16 once.
// Separable: each output row and column gets its taps and weights once (PyTorch's rules per mode,
// fp32 coordinates), then every output sums row-tap x column-tap products in float.
#include <algorithm>
#include <cmath>
#include <vector>

struct InterpTaps {
  int64_t first;               // index of the first tap in idx / wt
  int64_t count;
};

static void interp_taps(int64_t in, int64_t out, int64_t mode, bool align, std::vector<InterpTaps>& tp,
                        std::vector<int64_t>& idx, std::vector<float>& wt) {
  constexpr float A = -0.75f;
  auto cc1 = [](float t) { return ((A + 2.0f) * t - (A + 3.0f)) * t * t + 1.0f; };
  auto cc2 = [](float t) { return ((A * t - 5.0f * A) * t + 8.0f * A) * t - 4.0f * A; };
  for (int64_t i = 0; i < out; ++i) {
    tp.push_back({static_cast<int64_t>(idx.size()), 0});
    auto add = [&](int64_t k, float v) {
      idx.push_back(k);
      wt.push_back(v);
      ++tp.back().count;
    };
    if (mode == 0) {
      int64_t s;
      if (out == in) s = i;
      else if (out == 2 * in) s = i >> 1;
      else s = std::min(static_cast<int64_t>(std::floor(static_cast<float>(i) * (static_cast<float>(in) / static_cast<float>(out)))), in - 1);
      add(s, 1.0f);
    } else if (mode == 3) {
      const int64_t a = (i * in) / out, b = ((i + 1) * in + out - 1) / out;
      for (int64_t k = a; k < b; ++k) add(k, 1.0f / static_cast<float>(b - a));
    } else {
      const float scale = align ? (out > 1 ? static_cast<float>(in - 1) / static_cast<float>(out - 1) : 0.0f)
                                : static_cast<float>(in) / static_cast<float>(out);
      float src = align ? static_cast<float>(i) * scale : (static_cast<float>(i) + 0.5f) * scale - 0.5f;
      if (mode == 1) {
        src = std::max(src, 0.0f);
        const int64_t i0 = std::min(static_cast<int64_t>(src), in - 1);
        const float l1 = src - static_cast<float>(i0);
        add(i0, 1.0f - l1);
        add(std::min(i0 + 1, in - 1), l1);
      } else {
        const float fl = std::floor(src);
        const int64_t f = static_cast<int64_t>(fl);
        const float u = src - fl;
        const float ws[4] = {cc2(u + 1.0f), cc1(u), cc1(1.0f - u), cc2(2.0f - u)};
        for (int q = 0; q < 4; ++q) add(std::clamp<int64_t>(f - 1 + q, 0, in - 1), ws[q]);
      }
    }
  }
}

int interpolate2d_modes_f16(const km_f16* x, km_f16* y, int64_t n, int64_t c, int64_t h, int64_t w, int64_t ho, int64_t wo,
           int64_t mode, int64_t align_corners) {
  std::vector<InterpTaps> rt, ct;
  std::vector<int64_t> ri, ci;
  std::vector<float> rw, cw;
  interp_taps(h, ho, mode, align_corners != 0, rt, ri, rw);
  interp_taps(w, wo, mode, align_corners != 0, ct, ci, cw);
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < n * c * ho; ++t) {
    const int64_t p = t / ho, a = t % ho;
    for (int64_t b = 0; b < wo; ++b) {
      float s = 0.0f;
      for (int64_t i = rt[a].first; i < rt[a].first + rt[a].count; ++i) {
        const km_f16* row = x + (p * h + ri[i]) * w;
        float r = 0.0f;
        for (int64_t j = ct[b].first; j < ct[b].first + ct[b].count; ++j) r += cw[j] * km_f16_to_f32(row[ci[j]]);
        s += rw[i] * r;
      }
      y[t * wo + b] = km_f32_to_f16(s);
    }
  }
  return 0;
}
