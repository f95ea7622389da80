// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// off = {}
// def take(name, k):
//     o = off.get(name, 0)
//     off[name] = o + k
//     return globals()[name][o:o + k]
// def dc(z, co):
//     for _ in range(2):
//         z = F.conv2d(z, take('cw', co * z.shape[1] * 9).view(co, z.shape[1], 3, 3), take('cb', co), padding=1)
//         z = torch.softmax(F.batch_norm(z, None, None, take('bnw', co), take('bnb', co), training=True, eps=eps), dim=-1)
//     return z
// def up(z):
//     co = z.shape[1] // 2
//     return F.conv_transpose2d(z, take('uw', z.shape[1] * co * 4).view(z.shape[1], co, 2, 2), take('ub', co), stride=2)
// e1 = dc(x, f)
// e2 = dc(F.max_pool2d(e1, 2, 2), 2 * f)
// e3 = dc(F.max_pool2d(e2, 2, 2), 4 * f)
// e4 = dc(F.max_pool2d(e3, 2, 2), 8 * f)
// z = dc(F.max_pool2d(e4, 2, 2), 16 * f)
// for e in (e4, e3, e2, e1):
//     z = dc(torch.cat([up(z), e], 1), e.shape[1])
// y = F.conv2d(z, fw, fb)
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

// softmax over the last axis (the width) of every row, in place; max-shifted.
void softmax_rows(Img& a, int64_t n) {
  const int64_t rows = n * a.c * a.h, W = a.w;
#pragma omp parallel for schedule(static) if (rows * W > kPar)
  for (int64_t r = 0; r < rows; ++r) {
    float* p = a.v.data() + r * W;
    float mx = p[0];
    for (int64_t i = 1; i < W; ++i) mx = p[i] > mx ? p[i] : mx;
    float sum = 0.0f;
    for (int64_t i = 0; i < W; ++i) sum += p[i] = std::exp(p[i] - mx);
    for (int64_t i = 0; i < W; ++i) p[i] /= sum;
  }
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

// F.conv_transpose2d(x, W, b, stride=2) with W [x.c, co, 2, 2]: every input pixel spreads into
// its own 2 x 2 output block, so each output takes exactly one tap per input channel.
Img up2(const Img& x, int64_t n, const float* W, const float* b, int64_t co) {
  Img y;
  y.c = co, y.h = 2 * x.h, y.w = 2 * x.w;
  y.v.resize(static_cast<size_t>(n * co * y.h * y.w));
#pragma omp parallel for collapse(2) schedule(static) if (n * co * y.h * y.w * x.c > kPar)
  for (int64_t i = 0; i < n; ++i)
    for (int64_t o = 0; o < co; ++o)
      for (int64_t oy = 0; oy < y.h; ++oy)
        for (int64_t ox = 0; ox < y.w; ++ox) {
          float s = b[o];
          for (int64_t c = 0; c < x.c; ++c)
            s += x.v[((i * x.c + c) * x.h + oy / 2) * x.w + ox / 2] *
                 W[((c * co + o) * 2 + oy % 2) * 2 + ox % 2];
          y.v[((i * co + o) * y.h + oy) * y.w + ox] = s;
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

// A cursor over a packed tensor: each layer takes the next len values.
struct Cursor {
  const float* p;
  const float* take(int64_t len) {
    const float* r = p;
    p += len;
    return r;
  }
};

void run(const float* x, const float* cw, const float* cb, const float* bnw, const float* bnb,
         const float* uw, const float* ub, const float* fw, const float* fb, float* y, int64_t n,
         int64_t ci, int64_t co, int64_t f, int64_t hq, int64_t wq, double eps) {
  Cursor W{cw}, B{cb}, BW{bnw}, BB{bnb}, UW{uw}, UB{ub};
  auto dc = [&](Img z, int64_t c_out) {  // (conv3x3 + bn + softmax over the width) twice
    for (int l = 0; l < 2; ++l) {
      z = conv(z, n, W.take(c_out * z.c * 9), B.take(c_out), c_out, 3);
      bn(z, n, BW.take(c_out), BB.take(c_out), eps);
      softmax_rows(z, n);
    }
    return z;
  };
  Img in;
  in.c = ci, in.h = 16 * hq, in.w = 16 * wq;
  in.v.assign(x, x + n * ci * in.h * in.w);
  std::vector<Img> enc;
  enc.push_back(dc(in, f));
  for (int64_t m : {2, 4, 8}) enc.push_back(dc(max_pool2(enc.back(), n), m * f));
  Img z = dc(max_pool2(enc.back(), n), 16 * f);
  for (int l = 3; l >= 0; --l) {
    const int64_t half = z.c / 2;
    z = dc(cat(up2(z, n, UW.take(z.c * half * 4), UB.take(half), half), enc[l], n), enc[l].c);
  }
  const Img out = conv(z, n, fw, fb, co, 1);
  std::copy(out.v.begin(), out.v.end(), y);
}

}  // namespace

int unet_softmax_f32(const float* x, const float* cw, const float* cb, const float* bnw, const float* bnb, const float* uw, const float* ub, const float* fw, const float* fb, float* y, int64_t n, int64_t ci, int64_t co, int64_t f, int64_t hq, int64_t wq, double eps) {
  run(x, cw, cb, bnw, bnb, uw, ub, fw, fb, y, n, ci, co, f, hq, wq, eps);
  return 0;
}
