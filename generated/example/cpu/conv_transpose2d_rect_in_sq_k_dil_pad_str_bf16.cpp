// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// F.conv_transpose2d(x, W, stride=(sh, sw), padding=(ph, pw), groups=g, dilation=(dh, dw)) for any
// sizes; the inputs are widened to fp32 once, the convolution runs in fp32 and every output is
// rounded once.
#include <vector>

namespace {

struct Geom {
  int64_t n, ci, co, g;
  int64_t in[3], k[3], s[3], p[3], d[3], out[3];
};

// Transposed convolution as the scatter it is: input element x[b, c, iz, iy, ix] times tap t adds
// to y[b, o, iz * s - p + t * d]. One OpenMP task owns one (image, output channel) plane, so the
// scatter needs no atomics; for every (channel, input plane and row, tap) the input columns whose
// output column lands inside y form one range [lo, hi).
void conv_t(const float* x, const float* w, const float* bias, float* y, const Geom& G) {
  const int64_t cig = G.ci / G.g, cog = G.co / G.g;
  const int64_t taps = G.k[0] * G.k[1] * G.k[2];
  const int64_t isp = G.in[0] * G.in[1] * G.in[2], osp = G.out[0] * G.out[1] * G.out[2];
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t b = 0; b < G.n; ++b)
    for (int64_t o = 0; o < G.co; ++o) {
      float* yp = y + (b * G.co + o) * osp;
      for (int64_t e = 0; e < osp; ++e) yp[e] = bias ? bias[o] : 0.0f;
      const int64_t grp = o / cog;
      for (int64_t c = 0; c < cig; ++c) {
        const int64_t cin = grp * cig + c;
        const float* xc = x + (b * G.ci + cin) * isp;
        const float* wc = w + (cin * cog + o % cog) * taps;
        for (int64_t iz = 0; iz < G.in[0]; ++iz)
          for (int64_t tz = 0; tz < G.k[0]; ++tz) {
            const int64_t oz = iz * G.s[0] - G.p[0] + tz * G.d[0];
            if (oz < 0 || oz >= G.out[0]) continue;
            for (int64_t iy = 0; iy < G.in[1]; ++iy)
              for (int64_t ty = 0; ty < G.k[1]; ++ty) {
                const int64_t oy = iy * G.s[1] - G.p[1] + ty * G.d[1];
                if (oy < 0 || oy >= G.out[1]) continue;
                const float* xr = xc + (iz * G.in[1] + iy) * G.in[2];
                float* yr = yp + (oz * G.out[1] + oy) * G.out[2];
                for (int64_t tx = 0; tx < G.k[2]; ++tx) {
                  const float wv = wc[(tz * G.k[1] + ty) * G.k[2] + tx];
                  const int64_t off = tx * G.d[2] - G.p[2];  // output column = ix * s + off
                  const int64_t sx = G.s[2];
                  int64_t lo = off >= 0 ? 0 : (-off + sx - 1) / sx;
                  int64_t hi = G.out[2] - off <= 0 ? 0 : (G.out[2] - off + sx - 1) / sx;
                  if (hi > G.in[2]) hi = G.in[2];
                  for (int64_t ix = lo; ix < hi; ++ix) yr[ix * sx + off] += wv * xr[ix];
                }
              }
          }
      }
    }
}

}  // namespace

int conv_transpose2d_rect_in_sq_k_dil_pad_str_bf16(const km_bf16* x, const km_bf16* W, km_bf16* y,
                                                   int64_t n, int64_t ci, int64_t h, int64_t w,
                                                   int64_t co, int64_t kh, int64_t kw, int64_t sh,
                                                   int64_t sw, int64_t ph, int64_t pw, int64_t dh,
                                                   int64_t dw, int64_t g) {
  const int64_t o0 = (h - 1) * sh - 2 * ph + dh * (kh - 1) + 1;
  const int64_t o1 = (w - 1) * sw - 2 * pw + dw * (kw - 1) + 1;
  const Geom G{n, ci, co, g, {1, h, w}, {1, kh, kw}, {1, sh, sw}, {0, ph, pw}, {1, dh, dw},
               {1, o0, o1}};
  std::vector<float> xf(static_cast<size_t>(n * ci * h * w));
  for (size_t e = 0; e < xf.size(); ++e) xf[e] = km_bf16_to_f32(x[e]);
  std::vector<float> Wf(static_cast<size_t>(ci * (co / g) * kh * kw));
  for (size_t e = 0; e < Wf.size(); ++e) Wf[e] = km_bf16_to_f32(W[e]);
  std::vector<float> yf(static_cast<size_t>(n * co * o0 * o1));
  conv_t(xf.data(), Wf.data(), nullptr, yf.data(), G);
#pragma omp parallel for schedule(static)
  for (size_t e = 0; e < yf.size(); ++e) y[e] = km_f32_to_bf16(yf[e]);
  return 0;
}
