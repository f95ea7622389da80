// Planted wrong kernel (self-test only): EfficientNet-B2 with the usual gated squeeze-and-excitation
// (torchvision's, the EfficientNet paper's): the features are multiplied by the sigmoid gate and go
// on at their spatial size; the source's nn.Sequential passes the pooled gate itself to the project
// conv, so its blocks work at 1 x 1 from the first project conv on. Every weight is read where the
// source reads it. Measured: the first small case (n 16, c 3, 1 x 1, 8 classes, seed 101) already
// fails, 123 of 128 elements, up to 0.68 off (tolerance 0.034 |exp| + 0.010); fp32 torch's form of
// it was at least 34,000 units of 4 eps32 sqrt(K) off on 300 draws of the spec's ranges.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace {

// Loops over fewer multiply-adds than this run on one thread, and so do the layers on 1 x 1 images
// (every layer past the first block): a parallel region costs more than it saves.
constexpr int64_t kPar = int64_t{1} << 16;

// An activation [n, c, h, w] (n kept by the caller).
struct Img {
  std::vector<float> v;
  int64_t c = 0, h = 0, w = 0;
};

// y = F.conv2d(x, W, stride=s, padding=(k - 1) / 2, groups=g) for W [co, x.c / g, k, k], no bias:
// one task per (image, output channel), accumulated tap by tap over the output plane; taps in
// the padding are skipped.
Img conv(const Img& x, int64_t n, const float* W, int64_t co, int64_t k = 1, int64_t s = 1,
         int64_t g = 1) {
  const int64_t p = (k - 1) / 2;
  Img y;
  y.c = co, y.h = (x.h + 2 * p - k) / s + 1, y.w = (x.w + 2 * p - k) / s + 1;
  y.v.assign(static_cast<size_t>(n * co * y.h * y.w), 0.0f);
  const int64_t cig = x.c / g, cog = co / g, oh = y.h, ow = y.w, h = x.h, w = x.w;
  if (k == 1 && s == 1 && g == 1 && oh * ow == 1) {
    // a conv1x1 on 1 x 1 images (every layer past the first block): one dot product over the
    // input channels per (image, output channel), on one thread (a few million multiply-adds at
    // most: a parallel region per layer cost more than the layer on a loaded box)
    for (int64_t bi = 0; bi < n; ++bi)
      for (int64_t o = 0; o < co; ++o) {
        const float* wo = W + o * cig;
        const float* xb = x.v.data() + bi * cig;
        float acc = 0.0f;
        for (int64_t c = 0; c < cig; ++c) acc += wo[c] * xb[c];
        y.v[bi * co + o] = acc;
      }
    return y;
  }
#pragma omp parallel for collapse(2) schedule(static) if (oh * ow > 1 && n * co * oh * ow * cig * k * k > kPar)
  for (int64_t bi = 0; bi < n; ++bi)
    for (int64_t o = 0; o < co; ++o) {
      float* yo = y.v.data() + (bi * co + o) * oh * ow;
      for (int64_t c = 0; c < cig; ++c)
        for (int64_t ty = 0; ty < k; ++ty)
          for (int64_t tx = 0; tx < k; ++tx) {
            const float wv = W[((o * cig + c) * k + ty) * k + tx];
            const float* xc = x.v.data() + (bi * x.c + (o / cog) * cig + c) * h * w;
            for (int64_t oy = 0; oy < oh; ++oy) {
              const int64_t iy = oy * s - p + ty;
              if (iy < 0 || iy >= h) continue;
              for (int64_t ox = 0; ox < ow; ++ox) {
                const int64_t ix = ox * s - p + tx;
                if (ix >= 0 && ix < w) yo[oy * ow + ox] += wv * xc[iy * w + ix];
              }
            }
          }
    }
  return y;
}

// F.batch_norm(a, None, None, w, b, training=True, eps=eps) in place: per channel, the mean and
// biased variance of its n * h * w values in double (two passes), then the affine step.
void bn(Img& a, int64_t n, const float* w, const float* b, double eps) {
  const int64_t C = a.c, S = a.h * a.w;
#pragma omp parallel for schedule(static) if (S > 1 && n * C * S > kPar)
  for (int64_t c = 0; c < C; ++c) {
    double mean = 0, var = 0;
    for (int64_t i = 0; i < n; ++i)
      for (int64_t p = 0; p < S; ++p) mean += a.v[(i * C + c) * S + p];
    mean /= static_cast<double>(n * S);
    for (int64_t i = 0; i < n; ++i)
      for (int64_t p = 0; p < S; ++p) {
        const double d = a.v[(i * C + c) * S + p] - mean;
        var += d * d;
      }
    var /= static_cast<double>(n * S);
    const double scale = w[c] / std::sqrt(var + eps);
    for (int64_t i = 0; i < n; ++i)
      for (int64_t p = 0; p < S; ++p) {
        float& z = a.v[(i * C + c) * S + p];
        z = static_cast<float>((z - mean) * scale + b[c]);
      }
  }
}

// ReLU (hi = INFINITY) or ReLU6 (hi = 6); NaN stays NaN.
void clamp(Img& a, float hi) {
  for (float& z : a.v) z = z < 0.0f ? 0.0f : (z > hi ? hi : z);
}

// adaptive_avg_pool2d(a, 1).
Img mean_pool(const Img& a, int64_t n) {
  Img y;
  y.c = a.c, y.h = 1, y.w = 1;
  y.v.resize(static_cast<size_t>(n * a.c));
  const int64_t S = a.h * a.w;
  for (int64_t i = 0; i < n * a.c; ++i) {
    float s = 0.0f;
    for (int64_t p = 0; p < S; ++p) s += a.v[i * S + p];
    y.v[i] = s / static_cast<float>(S);
  }
  return y;
}

// The blocks in units of c: in, out, depthwise kernel, stride, expand ratio, expand conv, residual.
constexpr int64_t kBlocks[][7] = {{4, 12, 3, 1, 3, 1, 0}, {12, 18, 3, 2, 6, 1, 0}, {18, 24, 3, 2, 6, 1, 0}, {24, 36, 3, 2, 6, 1, 0}, {36, 48, 3, 1, 6, 1, 0}};
constexpr int64_t kHead = 176;
constexpr float kActHi = INFINITY;

// A cursor over a packed tensor: each layer takes the next len values.
struct Cursor {
  const float* p;
  const float* take(int64_t len) {
    const float* r = p;
    p += len;
    return r;
  }
};

void run(const float* x, const float* cw, const float* bnw, const float* bnb, const float* sw1, const float* sw2, const float* fcw, const float* fcb, float* y, int64_t n, int64_t c, int64_t h, int64_t w, int64_t classes,
         double eps) {
  Cursor W{cw}, BW{bnw}, BB{bnb};
  Cursor S1{sw1}, S2{sw2};
  auto bn_next = [&](Img& a) { bn(a, n, BW.take(a.c), BB.take(a.c), eps); };
  Img z;
  z.c = 3, z.h = h, z.w = w;
  z.v.assign(x, x + n * 3 * h * w);
  z = conv(z, n, W.take(4 * c * 27), 4 * c, 3, 2);
  bn_next(z);
  clamp(z, INFINITY);
  for (const auto& b : kBlocks) {
    const int64_t hid = b[0] * b[4] * c, co = b[1] * c, k = b[2], s = b[3];
    Img a = z;
    if (b[5]) {
      a = conv(a, n, W.take(hid * a.c), hid);
      bn_next(a);
      clamp(a, kActHi);
    }
    a = conv(a, n, W.take(hid * k * k), hid, k, s, hid);
    bn_next(a);
    clamp(a, kActHi);
    {  // the usual squeeze-and-excitation: the features times the gate (not the source's gate alone)
      Img g = conv(mean_pool(a, n), n, S1.take(hid / 4 * hid), hid / 4);
      clamp(g, INFINITY);
      g = conv(g, n, S2.take(hid * (hid / 4)), hid);
      for (float& v : g.v) v = 1.0f / (1.0f + std::exp(-v));
      const int64_t S = a.h * a.w;
      for (int64_t i = 0; i < n * hid; ++i)
        for (int64_t p = 0; p < S; ++p) a.v[i * S + p] *= g.v[i];
    }
    a = conv(a, n, W.take(co * hid), co);
    bn_next(a);
    if (b[6])
      for (size_t i = 0; i < a.v.size(); ++i) a.v[i] += z.v[i];
    z = std::move(a);
  }
  z = conv(z, n, W.take(kHead * c * z.c), kHead * c);
  bn_next(z);
  clamp(z, INFINITY);
  const Img f = mean_pool(z, n);
  const int64_t C = f.c;
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < classes; ++j) {
      float s = fcb[j];
      for (int64_t q = 0; q < C; ++q) s += f.v[i * C + q] * fcw[j * C + q];
      y[i * classes + j] = s;
    }
}

}  // namespace

int efficientnet_b2_f32(const float* x, const float* cw, const float* bnw, const float* bnb, const float* sw1, const float* sw2, const float* fcw, const float* fcb, float* y, int64_t n, int64_t c, int64_t h, int64_t w, int64_t classes, double eps) {
  run(x, cw, bnw, bnb, sw1, sw2, fcw, fcb, y, n, c, h, w, classes, eps);
  return 0;
}
