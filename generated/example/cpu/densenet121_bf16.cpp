// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// def bn(z, w, b):
//     o = off.get(w, 0)
//     off[w] = o + z.shape[1]
//     return F.relu(F.batch_norm(z, None, None, globals()[w][o:o + z.shape[1]], globals()[b][o:o + z.shape[1]], training=True, eps=eps))
// def conv(z, wn, co, k, p=0):
//     o = off.get(wn, 0)
//     off[wn] = o + co * z.shape[1] * k * k
//     return F.conv2d(z, globals()[wn][o:o + co * z.shape[1] * k * k].view(co, z.shape[1], k, k), padding=p)
// off = {}
// z = F.max_pool2d(bn(F.conv2d(x, c0w, stride=2, padding=3), 'b0w', 'b0b'), 3, stride=2, padding=1)
// for i, L in enumerate([6, 12, 24, 16]):
//     for _ in range(L):
//         z = torch.cat([z, conv(bn(z, 'dbw', 'dbb'), 'dcw', g, 3, 1)], 1)
//     if i < 3:
//         z = F.avg_pool2d(conv(bn(z, 'tbw', 'tbb'), 'tcw', z.shape[1] // 2, 1), 2)
// y = F.linear(F.adaptive_avg_pool2d(bn(z, 'fbw', 'fbb'), 1).flatten(1), fcw, fcb)
//
// the inputs are widened to fp32 once, everything runs in fp32 (normalization statistics in
// double), and the output is rounded once.
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

constexpr int64_t kLayers[4] = {6, 12, 24, 16};

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

// The inputs widened to fp32 once.
std::vector<float> widen(const km_bf16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
  for (int64_t i = 0; i < len; ++i) v[i] = km_bf16_to_f32(p[i]);
  return v;
}

}  // namespace

int densenet121_bf16(const km_bf16* x, const km_bf16* c0w, const km_bf16* b0w, const km_bf16* b0b, const km_bf16* dbw, const km_bf16* dbb, const km_bf16* dcw, const km_bf16* tbw, const km_bf16* tbb, const km_bf16* tcw, const km_bf16* fbw, const km_bf16* fbb, const km_bf16* fcw, const km_bf16* fcb, km_bf16* y, int64_t n, int64_t g, int64_t h, int64_t w, int64_t classes, double eps) {
  const std::vector<float> x_v = widen(x, (n) * 3 * (h) * (w));
  const std::vector<float> c0w_v = widen(c0w, (2 * g) * 3 * 7 * 7);
  const std::vector<float> b0w_v = widen(b0w, (2 * g));
  const std::vector<float> b0b_v = widen(b0b, (2 * g));
  const std::vector<float> dbw_v = widen(dbw, (985 * g));
  const std::vector<float> dbb_v = widen(dbb, (985 * g));
  const std::vector<float> dcw_v = widen(dcw, (8865 * g * g));
  const std::vector<float> tbw_v = widen(tbw, (56 * g));
  const std::vector<float> tbb_v = widen(tbb, (56 * g));
  const std::vector<float> tcw_v = widen(tcw, (672 * g * g));
  const std::vector<float> fbw_v = widen(fbw, (32 * g));
  const std::vector<float> fbb_v = widen(fbb, (32 * g));
  const std::vector<float> fcw_v = widen(fcw, (classes) * (32 * g));
  const std::vector<float> fcb_v = widen(fcb, (classes));
  std::vector<float> y_v(static_cast<size_t>((n) * (classes)));
  run(x_v.data(), c0w_v.data(), b0w_v.data(), b0b_v.data(), dbw_v.data(), dbb_v.data(), dcw_v.data(), tbw_v.data(), tbb_v.data(), tcw_v.data(), fbw_v.data(), fbb_v.data(), fcw_v.data(), fcb_v.data(), y_v.data(), n, g, h, w, classes, eps);
  for (size_t i = 0; i < y_v.size(); ++i) y[i] = km_f32_to_bf16(y_v[i]);
  return 0;
}
