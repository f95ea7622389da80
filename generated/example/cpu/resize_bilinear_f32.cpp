// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// Source taps and weights per output row and column are computed once (float, as PyTorch:
// max((i + 0.5) * in / out - 0.5, 0), clamped taps), then each output blends 4 inputs.
#include <algorithm>
#include <vector>

struct BilinTap {
  int64_t i0, i1;
  float l0, l1;
};

static std::vector<BilinTap> bilin_taps(int64_t in, int64_t out) {
  std::vector<BilinTap> t(static_cast<size_t>(out));
  const float scale = static_cast<float>(in) / static_cast<float>(out);
  for (int64_t i = 0; i < out; ++i) {
    const float src = std::max((static_cast<float>(i) + 0.5f) * scale - 0.5f, 0.0f);
    const int64_t i0 = std::min(static_cast<int64_t>(src), in - 1);
    const float l1 = src - static_cast<float>(i0);
    t[i] = {i0, std::min(i0 + 1, in - 1), 1.0f - l1, l1};
  }
  return t;
}

int resize_bilinear_f32(const float* x, float* y, int64_t n, int64_t c, int64_t h, int64_t w, int64_t ho,
           int64_t wo) {
  const std::vector<BilinTap> rt = bilin_taps(h, ho), ct = bilin_taps(w, wo);
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < n * c * ho; ++t) {
    const int64_t p = t / ho, a = t % ho;
    const float* r0 = x + (p * h + rt[a].i0) * w;
    const float* r1 = x + (p * h + rt[a].i1) * w;
    for (int64_t b = 0; b < wo; ++b) {
      const BilinTap& q = ct[b];
      const float top = q.l0 * (r0[q.i0]) + q.l1 * (r0[q.i1]);
      const float bot = q.l0 * (r1[q.i0]) + q.l1 * (r1[q.i1]);
      y[t * wo + b] = (rt[a].l0 * top + rt[a].l1 * bot);
    }
  }
  return 0;
}
