// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Direct 2-D convolution, NCHW input, OIHW weights, stride 1, zero padding p. One OpenMP task
// computes one output row (all output channels) of one image:
//  1. it stages the kh input rows that row needs, for every input channel, into a thread-local
//     buffer with the zero padding written out, so the hot loop has no bounds tests;
//  2. it then sweeps kOb output channels x kTw output columns at a time, keeping that tile of sums
//     in registers while it runs over (input channel, kernel row, kernel column): each step loads
//     kTw staged inputs once and feeds them to kOb FMAs with broadcast weights.
#include <vector>

namespace {

constexpr int64_t kOb = 8;   // output channels per register tile
constexpr int64_t kTw = 32;  // output columns per register tile (two 512-bit vectors)

struct Dims {
  int64_t ci, h, w, co, kh, kw, p, ho, wo;
  int64_t ld;  // staged row length: wo rounded up to kTw, plus kw - 1
};

// Output row oy of channels o0 .. o0 + OB - 1, from staged rows buf[(c * kh + i) * ld + t] that
// hold input column t - p of input row oy + i - p (zero outside the image).
template <int64_t OB>
void conv_tiles(const float* buf, const float* wt, const float* b, float* yn, int64_t o0,
                int64_t oy, const Dims& d) {
  const int64_t wstride = d.ci * d.kh * d.kw;  // distance between output channels in wt
  for (int64_t ox = 0; ox < d.wo; ox += kTw) {
    float acc[OB][kTw];
    for (int64_t r = 0; r < OB; ++r)
#pragma omp simd
      for (int64_t t = 0; t < kTw; ++t) acc[r][t] = b[o0 + r];
    for (int64_t c = 0; c < d.ci; ++c)
      for (int64_t i = 0; i < d.kh; ++i) {
        const float* src = buf + (c * d.kh + i) * d.ld + ox;
        const float* wr = wt + ((o0 * d.ci + c) * d.kh + i) * d.kw;
        for (int64_t j = 0; j < d.kw; ++j) {
          const float* s = src + j;
          for (int64_t r = 0; r < OB; ++r) {
            const float wv = wr[r * wstride + j];
#pragma omp simd
            for (int64_t t = 0; t < kTw; ++t) acc[r][t] += wv * s[t];
          }
        }
      }
    const int64_t nt = d.wo - ox < kTw ? d.wo - ox : kTw;  // the last tile may be partial
    for (int64_t r = 0; r < OB; ++r) {
      float* out = yn + ((o0 + r) * d.ho + oy) * d.wo + ox;
      for (int64_t t = 0; t < nt; ++t) out[t] = acc[r][t];
    }
  }
}

}  // namespace

int conv2d_f32(const float* x, const float* wt, const float* b, float* y, int64_t n, int64_t ci,
               int64_t h, int64_t w, int64_t co, int64_t kh, int64_t kw, int64_t p) {
  const int64_t ho = h + 2 * p - kh + 1, wo = w + 2 * p - kw + 1;
  const Dims d{ci, h, w, co, kh, kw, p, ho, wo, (wo + kTw - 1) / kTw * kTw + kw - 1};
#pragma omp parallel
  {
    std::vector<float> buf(static_cast<size_t>(ci * kh * d.ld));
#pragma omp for collapse(2) schedule(static)
    for (int64_t bn = 0; bn < n; ++bn)
      for (int64_t oy = 0; oy < ho; ++oy) {
        const float* xn = x + bn * ci * h * w;
        float* yn = y + bn * co * ho * wo;
        // Stage the input rows oy - p .. oy - p + kh - 1 of every channel, zero-padded.
        for (int64_t c = 0; c < ci; ++c)
          for (int64_t i = 0; i < kh; ++i) {
            float* row = buf.data() + (c * kh + i) * d.ld;
            const int64_t iy = oy + i - p;
            for (int64_t t = 0; t < d.ld; ++t) {
              const int64_t ix = t - p;
              row[t] = (iy >= 0 && iy < h && ix >= 0 && ix < w) ? xn[(c * h + iy) * w + ix] : 0.0f;
            }
          }
        int64_t o0 = 0;
        for (; o0 + kOb <= co; o0 += kOb) conv_tiles<kOb>(buf.data(), wt, b, yn, o0, oy, d);
        for (; o0 < co; ++o0) conv_tiles<1>(buf.data(), wt, b, yn, o0, oy, d);  // leftover channels
      }
  }
  return 0;
}
