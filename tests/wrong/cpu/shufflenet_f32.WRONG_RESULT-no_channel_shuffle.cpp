// Planted wrong kernel (self-test only): ShuffleNet without the channel shuffle between the
// depthwise conv and the second grouped conv1x1, so each group only ever sees its own channels.
// Measured: the first small case (n 2, c 1, 13 x 13) already fails,
// 2 of 2 elements, up to 0.12 off (seed 101).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace {

// Loops over fewer multiply-adds than this run on one thread: a parallel region costs more than it
// saves.
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
#pragma omp parallel for collapse(2) schedule(static) if (n * co * oh * ow * cig * k * k > kPar)
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
#pragma omp parallel for schedule(static) if (n * C * S > kPar)
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

// F.max_pool2d(x, 3, stride=2, padding=1): padded positions never win; a NaN does.
Img max_pool(const Img& x, int64_t n) {
  Img y;
  y.c = x.c, y.h = (x.h - 1) / 2 + 1, y.w = (x.w - 1) / 2 + 1;
  y.v.resize(static_cast<size_t>(n * y.c * y.h * y.w));
  for (int64_t i = 0; i < n * x.c; ++i)
    for (int64_t oy = 0; oy < y.h; ++oy)
      for (int64_t ox = 0; ox < y.w; ++ox) {
        float m = -INFINITY;
        for (int64_t iy = oy * 2 - 1; iy <= oy * 2 + 1; ++iy)
          for (int64_t ix = ox * 2 - 1; ix <= ox * 2 + 1; ++ix)
            if (iy >= 0 && iy < x.h && ix >= 0 && ix < x.w) {
              const float v = x.v[(i * x.h + iy) * x.w + ix];
              if (v > m || std::isnan(v)) m = std::isnan(m) ? m : v;
            }
        y.v[(i * y.h + oy) * y.w + ox] = m;
      }
  return y;
}

// Channel shuffle with g groups: output channel j * g + i is input channel i * (C / g) + j.
Img shuffle(const Img& a, int64_t n, int64_t g) {
  Img y = a;
  const int64_t C = a.c, cg = C / g, S = a.h * a.w;
  for (int64_t b = 0; b < n; ++b)
    for (int64_t i = 0; i < g; ++i)
      for (int64_t j = 0; j < cg; ++j)
        std::copy_n(a.v.data() + (b * C + i * cg + j) * S, S, y.v.data() + (b * C + j * g + i) * S);
  return y;
}

// A cursor over a packed tensor: each layer takes the next len values.
struct Cursor {
  const float* p;
  const float* take(int64_t len) {
    const float* r = p;
    p += len;
    return r;
  }
};

// The units (in, out) in units of c.
constexpr int64_t kUnits[][2] = {{6, 60},    {60, 60},   {60, 60},   {60, 120},  {120, 120},
                                 {120, 120}, {120, 120}, {120, 120}, {120, 120}, {120, 120},
                                 {120, 240}, {240, 240}, {240, 240}};

void run(const float* x, const float* cw, const float* bnw, const float* bnb, const float* fcw,
         const float* fcb, float* y, int64_t n, int64_t c, int64_t h, int64_t w, int64_t classes,
         double eps) {
  constexpr int64_t g = 3;
  Cursor W{cw}, BW{bnw}, BB{bnb};
  auto bn_next = [&](Img& a) { bn(a, n, BW.take(a.c), BB.take(a.c), eps); };
  Img z;
  z.c = 3, z.h = h, z.w = w;
  z.v.assign(x, x + n * 3 * h * w);
  z = conv(z, n, W.take(6 * c * 27), 6 * c, 3, 2);
  bn_next(z);
  clamp(z, INFINITY);
  z = max_pool(z, n);
  for (const auto& u : kUnits) {
    const int64_t co = u[1] * c, mid = co / 4;
    Img a = conv(z, n, W.take(mid * (z.c / g)), mid, 1, 1, g);
    bn_next(a);
    clamp(a, INFINITY);
    a = conv(a, n, W.take(mid * 9), mid, 3, 1, mid);
    bn_next(a);  // the mistake: no channel shuffle before the second grouped conv
    a = conv(a, n, W.take(co * (mid / g)), co, 1, 1, g);
    bn_next(a);
    clamp(a, INFINITY);
    if (u[0] == u[1]) {
      for (size_t i = 0; i < a.v.size(); ++i) a.v[i] += z.v[i];
    } else {
      Img d = conv(z, n, W.take(co * z.c), co);
      bn_next(d);
      for (size_t i = 0; i < a.v.size(); ++i) a.v[i] += d.v[i];
    }
    z = std::move(a);
  }
  z = conv(z, n, W.take(256 * c * z.c), 256 * c);
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

int shufflenet_f32(const float* x, const float* cw, const float* bnw, const float* bnb, const float* fcw, const float* fcb, float* y, int64_t n, int64_t c, int64_t h, int64_t w, int64_t classes, double eps) {
  run(x, cw, bnw, bnb, fcw, fcb, y, n, c, h, w, classes, eps);
  return 0;
}
