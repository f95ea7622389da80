// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// M = [[24, 8, 12, 16, 2, 4, 4], [32, 16, 16, 24, 4, 12, 8], [60, 24, 12, 26, 2, 6, 8], [64, 20, 14, 28, 3, 8, 8], [64, 16, 16, 32, 3, 8, 8], [64, 14, 18, 36, 4, 8, 8], [66, 32, 20, 40, 4, 16, 16], [104, 32, 20, 40, 4, 16, 16], [104, 48, 24, 48, 6, 16, 16]]
// off = {}
// def take(name, *shape):
//     o = off.get(name, 0)
//     off[name] = o + math.prod(shape)
//     return globals()[name].flatten()[o:o + math.prod(shape)].view(*shape)
// def cv(z, w, b, co, k, p=0):
//     return F.conv2d(z, take(w, co, z.shape[1], k, k), take(b, co), padding=p)
// z = F.max_pool2d(F.relu(F.conv2d(x, c1w, c1b, stride=2, padding=3)), 3, stride=2, padding=1)
// z = F.relu(F.conv2d(z, c2w, c2b))
// z = F.max_pool2d(F.relu(F.conv2d(z, c3w, c3b, padding=1)), 3, stride=2, padding=1)
// for m, (ci, o1, r3, o3, r5, o5, pp) in enumerate(M):
//     z = torch.cat([cv(z, 'w1', 'b1', o1 * c, 1), cv(cv(z, 'w3r', 'b3r', r3 * c, 1), 'w3', 'b3', o3 * c, 3, 1), cv(cv(z, 'w5r', 'b5r', r5 * c, 1), 'w5', 'b5', o5 * c, 5, 2), cv(F.max_pool2d(z, 3, stride=1, padding=1), 'wp', 'bp', pp * c, 1)], 1)
//     if m in (1, 6):
//         z = F.max_pool2d(z, 3, stride=2, padding=1)
// y = F.linear(F.adaptive_avg_pool2d(z, 1).flatten(1), fcw, fcb)
//
// the inputs are widened to fp32 once, everything runs in fp32 (normalization statistics in
// double), and the output is rounded once.
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

// y = F.conv2d(x, W, b, stride=s, padding=p) for W [co, x.c, k, k], b [co]: one task per (image,
// output channel), accumulated tap by tap over the output plane; taps in the padding are skipped.
Img conv(const Img& x, int64_t n, const float* W, const float* b, int64_t co, int64_t k,
         int64_t s = 1, int64_t p = 0) {
  Img y;
  y.c = co, y.h = (x.h + 2 * p - k) / s + 1, y.w = (x.w + 2 * p - k) / s + 1;
  y.v.assign(static_cast<size_t>(n * co * y.h * y.w), 0.0f);
  const int64_t ci = x.c, oh = y.h, ow = y.w, h = x.h, w = x.w;
#pragma omp parallel for collapse(2) schedule(static) if (n * co * oh * ow * ci * k * k > kPar)
  for (int64_t bi = 0; bi < n; ++bi)
    for (int64_t o = 0; o < co; ++o) {
      float* yo = y.v.data() + (bi * co + o) * oh * ow;
      for (int64_t i = 0; i < oh * ow; ++i) yo[i] = b[o];
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

void relu(Img& a) {
  for (float& z : a.v) z = z < 0.0f ? 0.0f : z;  // NaN stays NaN
}

// F.max_pool2d(x, 3, stride=s, padding=1): padded positions never win; a NaN does.
Img max_pool3(const Img& x, int64_t n, int64_t s) {
  Img y;
  y.c = x.c, y.h = (x.h - 1) / s + 1, y.w = (x.w - 1) / s + 1;
  y.v.resize(static_cast<size_t>(n * y.c * y.h * y.w));
  for (int64_t i = 0; i < n * x.c; ++i)
    for (int64_t oy = 0; oy < y.h; ++oy)
      for (int64_t ox = 0; ox < y.w; ++ox) {
        float m = -INFINITY;
        for (int64_t iy = oy * s - 1; iy <= oy * s + 1; ++iy)
          for (int64_t ix = ox * s - 1; ix <= ox * s + 1; ++ix)
            if (iy >= 0 && iy < x.h && ix >= 0 && ix < x.w) {
              const float v = x.v[(i * x.h + iy) * x.w + ix];
              if (v > m || std::isnan(v)) m = std::isnan(m) ? m : v;
            }
        y.v[(i * y.h + oy) * y.w + ox] = m;
      }
  return y;
}

// torch.cat(parts, 1).
Img cat(const std::vector<const Img*>& parts, int64_t n) {
  Img y;
  y.h = parts[0]->h, y.w = parts[0]->w;
  for (const Img* p : parts) y.c += p->c;
  const int64_t S = y.h * y.w;
  y.v.resize(static_cast<size_t>(n * y.c * S));
  for (int64_t i = 0; i < n; ++i) {
    int64_t c0 = 0;
    for (const Img* p : parts) {
      for (int64_t q = 0; q < p->c * S; ++q) y.v[(i * y.c + c0) * S + q] = p->v[i * p->c * S + q];
      c0 += p->c;
    }
  }
  return y;
}

// A cursor over a packed weight tensor: each module takes the next len values.
struct Cursor {
  const float* p;
  const float* take(int64_t len) {
    const float* r = p;
    p += len;
    return r;
  }
};

// The modules' (ci, o1, r3, o3, r5, o5, pp) in units of the base width c.
constexpr int64_t kModules[9][7] = {{24, 8, 12, 16, 2, 4, 4},     {32, 16, 16, 24, 4, 12, 8},
                                    {60, 24, 12, 26, 2, 6, 8},    {64, 20, 14, 28, 3, 8, 8},
                                    {64, 16, 16, 32, 3, 8, 8},    {64, 14, 18, 36, 4, 8, 8},
                                    {66, 32, 20, 40, 4, 16, 16},  {104, 32, 20, 40, 4, 16, 16},
                                    {104, 48, 24, 48, 6, 16, 16}};

void run(const float* x, const float* c1w, const float* c1b, const float* c2w, const float* c2b,
         const float* c3w, const float* c3b, const float* w1, const float* b1, const float* w3r,
         const float* b3r, const float* w3, const float* b3, const float* w5r, const float* b5r,
         const float* w5, const float* b5, const float* wp, const float* bp, const float* fcw,
         const float* fcb, float* y, int64_t n, int64_t c, int64_t h, int64_t w,
         int64_t classes) {
  Img z;
  z.c = 3, z.h = h, z.w = w;
  z.v.assign(x, x + n * 3 * h * w);
  z = conv(z, n, c1w, c1b, 8 * c, 7, 2, 3);
  relu(z);
  z = max_pool3(z, n, 2);
  z = conv(z, n, c2w, c2b, 8 * c, 1);
  relu(z);
  z = conv(z, n, c3w, c3b, 24 * c, 3, 1, 1);
  relu(z);
  z = max_pool3(z, n, 2);
  Cursor W1{w1}, B1{b1}, W3r{w3r}, B3r{b3r}, W3{w3}, B3{b3}, W5r{w5r}, B5r{b5r}, W5{w5}, B5{b5},
      Wp{wp}, Bp{bp};
  for (int m = 0; m < 9; ++m) {
    const int64_t ci = z.c, o1 = kModules[m][1] * c, r3 = kModules[m][2] * c,
                  o3 = kModules[m][3] * c, r5 = kModules[m][4] * c, o5 = kModules[m][5] * c,
                  pp = kModules[m][6] * c;
    const Img a = conv(z, n, W1.take(o1 * ci), B1.take(o1), o1, 1);
    const Img r = conv(z, n, W3r.take(r3 * ci), B3r.take(r3), r3, 1);
    const Img b = conv(r, n, W3.take(o3 * r3 * 9), B3.take(o3), o3, 3, 1, 1);
    const Img q = conv(z, n, W5r.take(r5 * ci), B5r.take(r5), r5, 1);
    const Img d = conv(q, n, W5.take(o5 * r5 * 25), B5.take(o5), o5, 5, 1, 2);
    const Img e = conv(max_pool3(z, n, 1), n, Wp.take(pp * ci), Bp.take(pp), pp, 1);
    z = cat({&a, &b, &d, &e}, n);
    if (m == 1 || m == 6) z = max_pool3(z, n, 2);
  }
  // adaptive_avg_pool2d(z, 1), flatten, fc (Dropout(0.0) is the identity).
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
std::vector<float> widen(const km_f16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
  for (int64_t i = 0; i < len; ++i) v[i] = km_f16_to_f32(p[i]);
  return v;
}

}  // namespace

int googlenet_inception_v1_f16(const km_f16* x, const km_f16* c1w, const km_f16* c1b, const km_f16* c2w, const km_f16* c2b, const km_f16* c3w, const km_f16* c3b, const km_f16* w1, const km_f16* b1, const km_f16* w3r, const km_f16* b3r, const km_f16* w3, const km_f16* b3, const km_f16* w5r, const km_f16* b5r, const km_f16* w5, const km_f16* b5, const km_f16* wp, const km_f16* bp, const km_f16* fcw, const km_f16* fcb, km_f16* y, int64_t n, int64_t c, int64_t h, int64_t w, int64_t classes) {
  const std::vector<float> x_v = widen(x, (n) * 3 * (h) * (w));
  const std::vector<float> c1w_v = widen(c1w, (8 * c) * 3 * 7 * 7);
  const std::vector<float> c1b_v = widen(c1b, (8 * c));
  const std::vector<float> c2w_v = widen(c2w, (8 * c) * (8 * c) * 1 * 1);
  const std::vector<float> c2b_v = widen(c2b, (8 * c));
  const std::vector<float> c3w_v = widen(c3w, (24 * c) * (8 * c) * 3 * 3);
  const std::vector<float> c3b_v = widen(c3b, (24 * c));
  const std::vector<float> w1_v = widen(w1, (15776 * c * c));
  const std::vector<float> b1_v = widen(b1, (210 * c));
  const std::vector<float> w3r_v = widen(w3r, (10488 * c * c));
  const std::vector<float> b3r_v = widen(b3r, (152 * c));
  const std::vector<float> w3_v = widen(w3, (46728 * c * c));
  const std::vector<float> b3_v = widen(b3, (290 * c));
  const std::vector<float> w5r_v = widen(w5r, (2240 * c * c));
  const std::vector<float> b5r_v = widen(b5r, (32 * c));
  const std::vector<float> w5_v = widen(w5, (9300 * c * c));
  const std::vector<float> b5_v = widen(b5, (94 * c));
  const std::vector<float> wp_v = widen(wp, (6752 * c * c));
  const std::vector<float> bp_v = widen(bp, (92 * c));
  const std::vector<float> fcw_v = widen(fcw, (classes) * (128 * c));
  const std::vector<float> fcb_v = widen(fcb, (classes));
  std::vector<float> y_v(static_cast<size_t>((n) * (classes)));
  run(x_v.data(), c1w_v.data(), c1b_v.data(), c2w_v.data(), c2b_v.data(), c3w_v.data(), c3b_v.data(), w1_v.data(), b1_v.data(), w3r_v.data(), b3r_v.data(), w3_v.data(), b3_v.data(), w5r_v.data(), b5r_v.data(), w5_v.data(), b5_v.data(), wp_v.data(), bp_v.data(), fcw_v.data(), fcb_v.data(), y_v.data(), n, c, h, w, classes);
  for (size_t i = 0; i < y_v.size(); ++i) y[i] = km_f32_to_f16(y_v[i]);
  return 0;
}
