// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// align_corners = True: source coordinate i * (L - 1) / (2L - 1) per dimension; taps and
// weights per output index computed once in float, then each output blends 8 inputs.
#include <algorithm>
#include <vector>

struct LinTap {
  int64_t i0, i1;
  float l0, l1;
};

static std::vector<LinTap> lin_taps(int64_t in, int64_t out) {
  std::vector<LinTap> t(static_cast<size_t>(out));
  const float scale = out > 1 ? static_cast<float>(in - 1) / static_cast<float>(out - 1) : 0.0f;
  for (int64_t i = 0; i < out; ++i) {
    const float src = static_cast<float>(i) * scale;
    const int64_t i0 = std::min(static_cast<int64_t>(src), in - 1);
    const float l1 = src - static_cast<float>(i0);
    t[i] = {i0, std::min(i0 + 1, in - 1), 1.0f - l1, l1};
  }
  return t;
}

int upsample_trilinear_align_bf16(const km_bf16* x, km_bf16* y, int64_t n, int64_t c, int64_t d, int64_t h, int64_t w) {
  const int64_t od = 2 * d, oh = 2 * h, ow = 2 * w;
  const std::vector<LinTap> zt = lin_taps(d, od), rt = lin_taps(h, oh), ct = lin_taps(w, ow);
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < n * c * od * oh; ++t) {
    const int64_t b = t % oh, a = (t / oh) % od, p = t / (oh * od);
    const LinTap& z = zt[a];
    const LinTap& r = rt[b];
    const km_bf16* base = x + p * d * h * w;
    const km_bf16* r00 = base + (z.i0 * h + r.i0) * w;
    const km_bf16* r01 = base + (z.i0 * h + r.i1) * w;
    const km_bf16* r10 = base + (z.i1 * h + r.i0) * w;
    const km_bf16* r11 = base + (z.i1 * h + r.i1) * w;
    for (int64_t q = 0; q < ow; ++q) {
      const LinTap& k = ct[q];
      auto lerp = [&](const km_bf16* row) { return k.l0 * km_bf16_to_f32(row[k.i0]) + k.l1 * km_bf16_to_f32(row[k.i1]); };
      const float v = z.l0 * (r.l0 * lerp(r00) + r.l1 * lerp(r01)) + z.l1 * (r.l0 * lerp(r10) + r.l1 * lerp(r11));
      y[t * ow + q] = km_f32_to_bf16(v);
    }
  }
  return 0;
}
