// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// F.conv2d(x, W, stride=(sh, sw), padding=(ph, pw), dilation=(dh, dw), groups=g) for any sizes; the
// inputs are widened to fp32 once, the convolution runs in fp32 and every output is rounded once.
#include <vector>

namespace {

struct Geom {
  int64_t n, ci, co, g;
  int64_t in[3], k[3], s[3], p[3], d[3], out[3];
};

// ceil(a / b) for b > 0 and any sign of a.
inline int64_t cdiv(int64_t a, int64_t b) { return a >= 0 ? (a + b - 1) / b : -((-a) / b); }

// y[b, o, :] = bias[o] + sum over the group's input channels and the taps of w * x, one OpenMP task
// per (image, output channel, output plane, output row). A whole output row is accumulated in acc:
// for every (channel, tap) the output columns whose input column falls inside the image form one
// range [lo, hi), so the innermost loop has no bounds tests.
void conv(const float* x, const float* w, const float* bias, float* y, const Geom& G) {
  const int64_t cig = G.ci / G.g, cog = G.co / G.g;
  const int64_t taps = G.k[0] * G.k[1] * G.k[2];
  const int64_t isp = G.in[0] * G.in[1] * G.in[2];
#pragma omp parallel
  {
    std::vector<float> acc(static_cast<size_t>(G.out[2]));
#pragma omp for collapse(4) schedule(static)
    for (int64_t b = 0; b < G.n; ++b)
      for (int64_t o = 0; o < G.co; ++o)
        for (int64_t oz = 0; oz < G.out[0]; ++oz)
          for (int64_t oy = 0; oy < G.out[1]; ++oy) {
            for (int64_t ox = 0; ox < G.out[2]; ++ox) acc[ox] = bias ? bias[o] : 0.0f;
            const int64_t grp = o / cog;
            for (int64_t c = 0; c < cig; ++c) {
              const float* xc = x + (b * G.ci + grp * cig + c) * isp;
              const float* wc = w + (o * cig + c) * taps;
              for (int64_t tz = 0; tz < G.k[0]; ++tz) {
                const int64_t iz = oz * G.s[0] - G.p[0] + tz * G.d[0];
                if (iz < 0 || iz >= G.in[0]) continue;
                for (int64_t ty = 0; ty < G.k[1]; ++ty) {
                  const int64_t iy = oy * G.s[1] - G.p[1] + ty * G.d[1];
                  if (iy < 0 || iy >= G.in[1]) continue;
                  const float* xr = xc + (iz * G.in[1] + iy) * G.in[2];
                  for (int64_t tx = 0; tx < G.k[2]; ++tx) {
                    const float wv = wc[(tz * G.k[1] + ty) * G.k[2] + tx];
                    const int64_t off = tx * G.d[2] - G.p[2];  // input column = ox * s + off
                    int64_t lo = cdiv(-off, G.s[2]), hi = cdiv(G.in[2] - off, G.s[2]);
                    if (lo < 0) lo = 0;
                    if (hi > G.out[2]) hi = G.out[2];
                    const int64_t sx = G.s[2];
#pragma omp simd
                    for (int64_t ox = lo; ox < hi; ++ox) acc[ox] += wv * xr[ox * sx + off];
                  }
                }
              }
            }
            float* yr = y + (((b * G.co + o) * G.out[0] + oz) * G.out[1] + oy) * G.out[2];
            for (int64_t ox = 0; ox < G.out[2]; ++ox) yr[ox] = acc[ox];
          }
  }
}

}  // namespace

int conv2d_pointwise_bf16(const km_bf16* x, const km_bf16* W, km_bf16* y, int64_t n, int64_t ci,
                          int64_t h, int64_t w, int64_t co, int64_t kh, int64_t kw, int64_t sh,
                          int64_t sw, int64_t ph, int64_t pw, int64_t dh, int64_t dw, int64_t g) {
  const int64_t o0 = (h + 2 * ph - dh * (kh - 1) - 1) / sh + 1;
  const int64_t o1 = (w + 2 * pw - dw * (kw - 1) - 1) / sw + 1;
  const Geom G{n, ci, co, g, {1, h, w}, {1, kh, kw}, {1, sh, sw}, {0, ph, pw}, {1, dh, dw},
               {1, o0, o1}};
  std::vector<float> xf(static_cast<size_t>(n * ci * h * w));
  for (size_t e = 0; e < xf.size(); ++e) xf[e] = km_bf16_to_f32(x[e]);
  std::vector<float> Wf(static_cast<size_t>(co * (ci / g) * kh * kw));
  for (size_t e = 0; e < Wf.size(); ++e) Wf[e] = km_bf16_to_f32(W[e]);
  std::vector<float> yf(static_cast<size_t>(n * co * o0 * o1));
  conv(xf.data(), Wf.data(), nullptr, yf.data(), G);
#pragma omp parallel for schedule(static)
  for (size_t e = 0; e < yf.size(); ++e) y[e] = km_f32_to_bf16(yf[e]);
  return 0;
}
