// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// off = {}
// def take(name, k):
//     o = off.get(name, 0)
//     off[name] = o + k
//     return globals()[name][o:o + k]
// z = x
// for co in (c, 2 * c, 4 * c):
//     for _ in range(2):
//         z = F.conv2d(z, take('cw', co * z.shape[1] * 9).view(co, z.shape[1], 3, 3), take('cb', co), padding=1)
//         z = F.relu(F.batch_norm(z, None, None, take('bnw', co), take('bnb', co), training=True, eps=eps))
//     z = F.max_pool2d(z, 2, 2)
// y = F.linear(torch.mean(z, dim=[2, 3]), fcw, fcb)
//
// fp32 throughout (normalization statistics in double).
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

// y = F.conv2d(x, W, b, stride=s, padding=(k - 1) / 2, groups=g) for W [co, x.c / g, k, k], b [co]:
// one task per (image, output channel), accumulated tap by tap over the output plane; taps in
// the padding are skipped.
Img conv(const Img& x, int64_t n, const float* W, const float* b, int64_t co, int64_t k = 1,
         int64_t s = 1, int64_t g = 1) {
  const int64_t p = (k - 1) / 2;
  Img y;
  y.c = co, y.h = (x.h + 2 * p - k) / s + 1, y.w = (x.w + 2 * p - k) / s + 1;
  y.v.assign(static_cast<size_t>(n * co * y.h * y.w), 0.0f);
  const int64_t cig = x.c / g, cog = co / g, oh = y.h, ow = y.w, h = x.h, w = x.w;
#pragma omp parallel for collapse(2) schedule(static) if (n * co * oh * ow * cig * k * k > kPar)
  for (int64_t bi = 0; bi < n; ++bi)
    for (int64_t o = 0; o < co; ++o) {
      float* yo = y.v.data() + (bi * co + o) * oh * ow;
      for (int64_t i = 0; i < oh * ow; ++i) yo[i] = b[o];
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

// F.max_pool2d(x, 2, 2) (floor: an odd last row or column is dropped); a NaN wins.
Img max_pool2(const Img& x, int64_t n) {
  Img y;
  y.c = x.c, y.h = x.h / 2, y.w = x.w / 2;
  y.v.resize(static_cast<size_t>(n * y.c * y.h * y.w));
  for (int64_t i = 0; i < n * x.c; ++i)
    for (int64_t oy = 0; oy < y.h; ++oy)
      for (int64_t ox = 0; ox < y.w; ++ox) {
        const float* p = x.v.data() + (i * x.h + 2 * oy) * x.w + 2 * ox;
        float m = p[0];
        for (float v : {p[1], p[x.w], p[x.w + 1]})
          if (v > m || std::isnan(v)) m = std::isnan(m) ? m : v;
        y.v[(i * y.h + oy) * y.w + ox] = m;
      }
  return y;
}

void run(const float* x, const float* cw, const float* cb, const float* bnw, const float* bnb,
         const float* fcw, const float* fcb, float* y, int64_t n, int64_t ci, int64_t c, int64_t h,
         int64_t w, int64_t classes, double eps) {
  Img z;
  z.c = ci, z.h = h, z.w = w;
  z.v.assign(x, x + n * ci * h * w);
  for (int64_t co : {c, 2 * c, 4 * c}) {
    for (int l = 0; l < 2; ++l) {  // each layer takes its packed parameters in turn
      const int64_t len = co * z.c * 9;
      z = conv(z, n, cw, cb, co, 3);
      bn(z, n, bnw, bnb, eps);
      clamp(z, INFINITY);
      cw += len, cb += co, bnw += co, bnb += co;
    }
    z = max_pool2(z, n);
  }
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

int regnet_f32(const float* x, const float* cw, const float* cb, const float* bnw, const float* bnb, const float* fcw, const float* fcb, float* y, int64_t n, int64_t ci, int64_t c, int64_t h, int64_t w, int64_t classes, double eps) {
  run(x, cw, cb, bnw, bnb, fcw, fcb, y, n, ci, c, h, w, classes, eps);
  return 0;
}
