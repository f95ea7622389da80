// Planted wrong kernel (self-test only): DenseNet-201 built with DenseNet-169's block sizes (6, 12,
// 32, 32 instead of 6, 12, 48, 32): the third block stops 16 layers early (the parameters it reads
// stay in bounds, the packed tensors are only partly used). Measured: the first small case (n 2, g 1, 29 x 29) already fails, 2 of 2
// elements, up to 0.052 off (seed 101).
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

// y = F.conv2d(x, W, stride=s, padding=p) for W [co, x.c, k, k], no bias: one task per (image,
// output channel), accumulated tap by tap over the output plane; taps in the padding are skipped.
Img conv(const Img& x, int64_t n, const float* W, int64_t co, int64_t k, int64_t s = 1,
         int64_t p = 0) {
  Img y;
  y.c = co, y.h = (x.h + 2 * p - k) / s + 1, y.w = (x.w + 2 * p - k) / s + 1;
  y.v.assign(static_cast<size_t>(n * co * y.h * y.w), 0.0f);
  const int64_t ci = x.c, oh = y.h, ow = y.w, h = x.h, w = x.w;
#pragma omp parallel for collapse(2) schedule(static) if (n * co * oh * ow * ci * k * k > kPar)
  for (int64_t bi = 0; bi < n; ++bi)
    for (int64_t o = 0; o < co; ++o) {
      float* yo = y.v.data() + (bi * co + o) * oh * ow;
      for (int64_t c = 0; c < ci; ++c)
        for (int64_t ty = 0; ty < k; ++ty)
          for (int64_t tx = 0; tx < k; ++tx) {
            const float wv = W[((o * ci + c) * k + ty) * k + tx];
            const float* xc = x.v.data() + (bi * ci + c) * h * w;
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

// relu(F.batch_norm(a, None, None, w, b, training=True, eps=eps)): per channel, the mean and
// biased variance of its n * h * w values in double (two passes), then the affine step and ReLU.
Img bn_relu(const Img& a, int64_t n, const float* w, const float* b, double eps) {
  Img y = a;
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
        float& z = y.v[(i * C + c) * S + p];
        z = static_cast<float>((z - mean) * scale + b[c]);
        z = z < 0.0f ? 0.0f : z;
      }
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

// F.avg_pool2d(x, 2) (floor: an odd last row or column is dropped).
Img avg_pool2(const Img& x, int64_t n) {
  Img y;
  y.c = x.c, y.h = x.h / 2, y.w = x.w / 2;
  y.v.resize(static_cast<size_t>(n * y.c * y.h * y.w));
  for (int64_t i = 0; i < n * x.c; ++i)
    for (int64_t oy = 0; oy < y.h; ++oy)
      for (int64_t ox = 0; ox < y.w; ++ox) {
        const float* p = x.v.data() + (i * x.h + 2 * oy) * x.w + 2 * ox;
        y.v[(i * y.h + oy) * y.w + ox] = (p[0] + p[1] + p[x.w] + p[x.w + 1]) * 0.25f;
      }
  return y;
}

// torch.cat([a, b], 1).
Img cat(const Img& a, const Img& b, int64_t n) {
  Img y;
  y.c = a.c + b.c, y.h = a.h, y.w = a.w;
  const int64_t S = a.h * a.w;
  y.v.resize(static_cast<size_t>(n * y.c * S));
  for (int64_t i = 0; i < n; ++i) {
    std::copy_n(a.v.data() + i * a.c * S, a.c * S, y.v.data() + i * y.c * S);
    std::copy_n(b.v.data() + i * b.c * S, b.c * S, y.v.data() + (i * y.c + a.c) * S);
  }
  return y;
}

constexpr int64_t kLayers[4] = {6, 12, 32, 32};  // the mistake: DenseNet-169's blocks

void run(const float* x, const float* c0w, const float* b0w, const float* b0b, const float* dbw,
         const float* dbb, const float* dcw, const float* tbw, const float* tbb, const float* tcw,
         const float* fbw, const float* fbb, const float* fcw, const float* fcb, float* y, int64_t n,
         int64_t g, int64_t h, int64_t w, int64_t classes, double eps) {
  Img z;
  z.c = 3, z.h = h, z.w = w;
  z.v.assign(x, x + n * 3 * h * w);
  z = max_pool(bn_relu(conv(z, n, c0w, 2 * g, 7, 2, 3), n, b0w, b0b, eps), n);
  for (int b = 0; b < 4; ++b) {
    for (int64_t i = 0; i < kLayers[b]; ++i) {  // each layer takes its packed parameters in turn
      const int64_t C = z.c;
      z = cat(z, conv(bn_relu(z, n, dbw, dbb, eps), n, dcw, g, 3, 1, 1), n);
      dbw += C, dbb += C, dcw += 9 * g * C;
    }
    if (b < 3) {
      const int64_t C = z.c;
      z = avg_pool2(conv(bn_relu(z, n, tbw, tbb, eps), n, tcw, C / 2, 1), n);
      tbw += C, tbb += C, tcw += C * (C / 2);
    }
  }
  z = bn_relu(z, n, fbw, fbb, eps);
  // adaptive_avg_pool2d(z, 1), flatten, fc.
  const int64_t C = z.c, S = z.h * z.w;
  std::vector<float> f(static_cast<size_t>(n * C));
  for (int64_t i = 0; i < n * C; ++i) {
    float s = 0.0f;
    for (int64_t p = 0; p < S; ++p) s += z.v[i * S + p];
    f[i] = s / static_cast<float>(S);
  }
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < classes; ++j) {
      float s = fcb[j];
      for (int64_t k = 0; k < C; ++k) s += f[i * C + k] * fcw[j * C + k];
      y[i * classes + j] = s;
    }
}

}  // namespace

int densenet201_f32(const float* x, const float* c0w, const float* b0w, const float* b0b, const float* dbw, const float* dbb, const float* dcw, const float* tbw, const float* tbb, const float* tcw, const float* fbw, const float* fbb, const float* fcw, const float* fcb, float* y, int64_t n, int64_t g, int64_t h, int64_t w, int64_t classes, double eps) {
  run(x, c0w, b0w, b0b, dbw, dbb, dcw, tbw, tbb, tcw, fbw, fbb, fcw, fcb, y, n, g, h, w, classes, eps);
  return 0;
}
