// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// Output extents as torch's ceil mode computes them; one output per iteration: the taps inside
// the input summed in float, divided by divisor when > 0, else by their count.
#include <algorithm>

static int64_t ceil_out(int64_t len, int64_t k, int64_t s, int64_t p) {
  int64_t o = (len + 2 * p - k + s - 1) / s + 1;
  if ((o - 1) * s >= len + p) --o;
  return o;
}

int avg_pool3d_ceil_f32(const float* x, float* y, int64_t n, int64_t c, int64_t d, int64_t h, int64_t w, int64_t kd, int64_t kh,
           int64_t kw, int64_t sd, int64_t sh, int64_t sw, int64_t pd, int64_t ph, int64_t pw, int64_t divisor) {
  const int64_t od = ceil_out(d, kd, sd, pd), oh = ceil_out(h, kh, sh, ph), ow = ceil_out(w, kw, sw, pw);
  const int64_t total = n * c * od * oh * ow;
#pragma omp parallel for schedule(static)
  for (int64_t idx = 0; idx < total; ++idx) {
    const int64_t cw = idx % ow, bh = (idx / ow) % oh, ad = (idx / (ow * oh)) % od, pl = idx / (ow * oh * od);
    const int64_t d0 = std::max<int64_t>(ad * sd - pd, 0), d1 = std::min(ad * sd - pd + kd, d);
    const int64_t h0 = std::max<int64_t>(bh * sh - ph, 0), h1 = std::min(bh * sh - ph + kh, h);
    const int64_t w0 = std::max<int64_t>(cw * sw - pw, 0), w1 = std::min(cw * sw - pw + kw, w);
    const float* xp = x + pl * d * h * w;
    float s = 0.0f;
    for (int64_t i = d0; i < d1; ++i)
      for (int64_t j = h0; j < h1; ++j)
        for (int64_t q = w0; q < w1; ++q) s += (xp[(i * h + j) * w + q]);
    const int64_t cnt = divisor > 0 ? divisor : (d1 - d0) * (h1 - h0) * (w1 - w0);
    y[idx] = (s / static_cast<float>(cnt));
  }
  return 0;
}
