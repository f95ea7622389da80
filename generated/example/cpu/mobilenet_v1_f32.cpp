// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// def bn_relu(z, g, b):
//     return F.relu(F.batch_norm(z, None, None, g, b, training=True, eps=eps))
// def conv_dw(z, d, dg, db, p, pg, pb, s):
//     z = bn_relu(F.conv2d(z, d, stride=s, padding=1, groups=z.shape[1]), dg, db)
//     return bn_relu(F.conv2d(z, p), pg, pb)
// z = bn_relu(F.conv2d(x, s0w, stride=2, padding=1), s0g, s0b)
// z = conv_dw(z, d1, dg1, db1, p1, pg1, pb1, 1)
// z = conv_dw(z, d2, dg2, db2, p2, pg2, pb2, 2)
// z = conv_dw(z, d3, dg3, db3, p3, pg3, pb3, 1)
// z = conv_dw(z, d4, dg4, db4, p4, pg4, pb4, 2)
// z = conv_dw(z, d5, dg5, db5, p5, pg5, pb5, 1)
// z = conv_dw(z, d6, dg6, db6, p6, pg6, pb6, 2)
// for l in range(5):
//     z = conv_dw(z, d7[l], dg7[l], db7[l], p7[l], pg7[l], pb7[l], 1)
// z = conv_dw(z, d12, dg12, db12, p12, pg12, pb12, 2)
// z = conv_dw(z, d13, dg13, db13, p13, pg13, pb13, 1)
// z = F.avg_pool2d(z, 7)
// y = F.linear(z.view(z.size(0), -1), fcw, fcb)
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

// y = F.conv2d(x, W, b, stride=s, padding=p, groups=g) for x [n, ci, h, w], W [co, ci / g, k, k],
// b [co] or null: one task per (image, output channel), accumulated tap by tap over the output
// plane; taps that land in the padding are skipped.
void conv2d(const float* x, const float* W, const float* b, float* y, int64_t n, int64_t ci,
            int64_t h, int64_t w, int64_t co, int64_t k, int64_t s, int64_t p, int64_t g = 1) {
  const int64_t oh = (h + 2 * p - k) / s + 1, ow = (w + 2 * p - k) / s + 1;
  const int64_t cig = ci / g, cog = co / g;
#pragma omp parallel for collapse(2) schedule(static) if (n * co * oh * ow * cig * k * k > kPar)
  for (int64_t bi = 0; bi < n; ++bi)
    for (int64_t o = 0; o < co; ++o) {
      float* yo = y + (bi * co + o) * oh * ow;
      for (int64_t i = 0; i < oh * ow; ++i) yo[i] = b ? b[o] : 0.0f;
      for (int64_t cc = 0; cc < cig; ++cc) {
        const float* xc = x + (bi * ci + (o / cog) * cig + cc) * h * w;
        for (int64_t ty = 0; ty < k; ++ty)
          for (int64_t tx = 0; tx < k; ++tx) {
            const float wv = W[((o * cig + cc) * k + ty) * k + tx];
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
    }
}

void relu(float* a, int64_t len) {
  for (int64_t i = 0; i < len; ++i) a[i] = a[i] < 0.0f ? 0.0f : a[i];  // NaN stays NaN
}

// F.max_pool2d(a, k, stride=s, padding=p) on a [nc, h, w] into y [nc, oh, ow] (floor mode, or
// ceil mode where `ceil`: a last window that starts inside the input or left padding is kept):
// the window's maximum over the positions inside the input (padding never wins; a NaN wins).
void max_pool(const float* a, float* y, int64_t nc, int64_t h, int64_t w, int64_t k, int64_t s,
              int64_t p, bool ceil = false) {
  auto out = [&](int64_t len) {
    int64_t o = (len + 2 * p - k + (ceil ? s - 1 : 0)) / s + 1;
    if (ceil && (o - 1) * s >= len + p) --o;
    return o;
  };
  const int64_t oh = out(h), ow = out(w);
#pragma omp parallel for schedule(static) if (nc * oh * ow * k * k > kPar)
  for (int64_t i = 0; i < nc; ++i)
    for (int64_t oy = 0; oy < oh; ++oy)
      for (int64_t ox = 0; ox < ow; ++ox) {
        float m = -INFINITY;
        bool nan = false;
        for (int64_t iy = std::max<int64_t>(oy * s - p, 0); iy < std::min(oy * s - p + k, h); ++iy)
          for (int64_t ix = std::max<int64_t>(ox * s - p, 0); ix < std::min(ox * s - p + k, w);
               ++ix) {
            const float v = a[(i * h + iy) * w + ix];
            nan = nan || std::isnan(v);
            m = v > m ? v : m;
          }
        y[(i * oh + oy) * ow + ox] = nan ? NAN : m;
      }
}

// y[i, j] = b[j] + x[i, :] . W[j, :] (F.linear), then ReLU where `relu`: one task per (row,
// output), the dot product vectorised over k (W's rows are contiguous).
void linear(const float* x, const float* W, const float* b, float* y, int64_t m, int64_t k,
            int64_t n, bool relu) {
#pragma omp parallel for collapse(2) schedule(static) if (m * n * k > kPar)
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      const float* xr = x + i * k;
      const float* wr = W + j * k;
      float acc = 0.0f;
#pragma omp simd reduction(+ : acc)
      for (int64_t p = 0; p < k; ++p) acc += xr[p] * wr[p];
      acc += b[j];
      y[i * n + j] = relu && acc < 0.0f ? 0.0f : acc;  // a NaN stays NaN, as in F.relu
    }
}

// F.batch_norm(a, None, None, w, b, training=True, eps=eps) on a [N, C, S]: per channel, the mean
// and biased variance of its N * S values in double (two passes), then the affine step.
void batch_norm_train(float* a, int64_t N, int64_t C, int64_t S, double eps, const float* w,
                      const float* b) {
#pragma omp parallel for schedule(static) if (N * C * S > kPar)
  for (int64_t c = 0; c < C; ++c) {
    double mean = 0, var = 0;
    for (int64_t i = 0; i < N; ++i)
      for (int64_t p = 0; p < S; ++p) mean += a[(i * C + c) * S + p];
    mean /= static_cast<double>(N * S);
    for (int64_t i = 0; i < N; ++i)
      for (int64_t p = 0; p < S; ++p) {
        const double d = a[(i * C + c) * S + p] - mean;
        var += d * d;
      }
    var /= static_cast<double>(N * S);
    const double scale = w[c] / std::sqrt(var + eps);
    for (int64_t i = 0; i < N; ++i)
      for (int64_t p = 0; p < S; ++p) {
        float& z = a[(i * C + c) * S + p];
        z = static_cast<float>((z - mean) * scale + b[c]);
      }
  }
}

// Mean over each plane of a [nc, S] into y [nc] (adaptive_avg_pool2d(a, 1)).
void spatial_mean(const float* a, float* y, int64_t nc, int64_t S) {
  for (int64_t i = 0; i < nc; ++i) {
    float s = 0.0f;
    for (int64_t p = 0; p < S; ++p) s += a[i * S + p];
    y[i] = s / static_cast<float>(S);
  }
}

// An activation [n, C, H, W] in fp32.
struct Act {
  std::vector<float> v;
  int64_t C = 0, H = 0, W = 0;
};

// conv (no bias, groups g) + training-mode BN + ReLU on a, batch n.
Act conv_bn_relu(const Act& a, int64_t n, const float* wt, int64_t co, int64_t k, int64_t s,
                 int64_t p, int64_t g, const float* bw, const float* bb, double eps) {
  Act y;
  y.C = co, y.H = (a.H + 2 * p - k) / s + 1, y.W = (a.W + 2 * p - k) / s + 1;
  y.v.assign(static_cast<size_t>(n * co * y.H * y.W), 0.0f);
  conv2d(a.v.data(), wt, nullptr, y.v.data(), n, a.C, a.H, a.W, co, k, s, p, g);
  batch_norm_train(y.v.data(), n, co, y.H * y.W, eps, bw, bb);
  relu(y.v.data(), static_cast<int64_t>(y.v.size()));
  return y;
}

// One depthwise-separable block inp -> oup at stride s: depthwise 3x3 + BN + ReLU, pointwise 1x1
// + BN + ReLU.
Act conv_dw(const Act& a, int64_t n, int64_t oup, int64_t s, const float* d, const float* dg,
            const float* db, const float* p, const float* pg, const float* pb, double eps) {
  const Act t = conv_bn_relu(a, n, d, a.C, 3, s, 1, a.C, dg, db, eps);
  return conv_bn_relu(t, n, p, oup, 1, 1, 0, 1, pg, pb, eps);
}

// The network in fp32: stem, 13 depthwise-separable blocks, 7 x 7 average pooling and fc.
void run(const float* x, const float* s0w, const float* s0g, const float* s0b, const float* d1,
         const float* dg1, const float* db1, const float* p1, const float* pg1, const float* pb1,
         const float* d2, const float* dg2, const float* db2, const float* p2, const float* pg2,
         const float* pb2, const float* d3, const float* dg3, const float* db3, const float* p3,
         const float* pg3, const float* pb3, const float* d4, const float* dg4, const float* db4,
         const float* p4, const float* pg4, const float* pb4, const float* d5, const float* dg5,
         const float* db5, const float* p5, const float* pg5, const float* pb5, const float* d6,
         const float* dg6, const float* db6, const float* p6, const float* pg6, const float* pb6,
         const float* d7, const float* dg7, const float* db7, const float* p7, const float* pg7,
         const float* pb7, const float* d12, const float* dg12, const float* db12, const float* p12,
         const float* pg12, const float* pb12, const float* d13, const float* dg13,
         const float* db13, const float* p13, const float* pg13, const float* pb13,
         const float* fcw, const float* fcb, float* y, int64_t n, int64_t c, int64_t nc, int64_t h,
         int64_t w, double eps) {
  Act a;
  a.v.assign(x, x + n * 3 * h * w);
  a.C = 3, a.H = h, a.W = w;
  a = conv_bn_relu(a, n, s0w, c, 3, 2, 1, 1, s0g, s0b, eps);
  a = conv_dw(a, n, 2 * c, 1, d1, dg1, db1, p1, pg1, pb1, eps);
  a = conv_dw(a, n, 4 * c, 2, d2, dg2, db2, p2, pg2, pb2, eps);
  a = conv_dw(a, n, 4 * c, 1, d3, dg3, db3, p3, pg3, pb3, eps);
  a = conv_dw(a, n, 8 * c, 2, d4, dg4, db4, p4, pg4, pb4, eps);
  a = conv_dw(a, n, 8 * c, 1, d5, dg5, db5, p5, pg5, pb5, eps);
  a = conv_dw(a, n, 16 * c, 2, d6, dg6, db6, p6, pg6, pb6, eps);
  const int64_t C = 16 * c;
  for (int64_t l = 0; l < 5; ++l)
    a = conv_dw(a, n, C, 1, d7 + l * C * 9, dg7 + l * C, db7 + l * C, p7 + l * C * C, pg7 + l * C,
                pb7 + l * C, eps);
  a = conv_dw(a, n, 32 * c, 2, d12, dg12, db12, p12, pg12, pb12, eps);
  a = conv_dw(a, n, 32 * c, 1, d13, dg13, db13, p13, pg13, pb13, eps);
  // AvgPool2d(7): the top-left 7 x 7 window of each plane (the side is 7 to 13).
  std::vector<float> pooled(static_cast<size_t>(n * a.C));
  for (int64_t i = 0; i < n * a.C; ++i) {
    float s = 0.0f;
    for (int64_t yy = 0; yy < 7; ++yy)
      for (int64_t xx = 0; xx < 7; ++xx) s += a.v[(i * a.H + yy) * a.W + xx];
    pooled[i] = s / 49.0f;
  }
  linear(pooled.data(), fcw, fcb, y, n, a.C, nc, false);
}

}  // namespace

int mobilenet_v1_f32(const float* x, const float* s0w, const float* s0g, const float* s0b,
                     const float* d1, const float* dg1, const float* db1, const float* p1,
                     const float* pg1, const float* pb1, const float* d2, const float* dg2,
                     const float* db2, const float* p2, const float* pg2, const float* pb2,
                     const float* d3, const float* dg3, const float* db3, const float* p3,
                     const float* pg3, const float* pb3, const float* d4, const float* dg4,
                     const float* db4, const float* p4, const float* pg4, const float* pb4,
                     const float* d5, const float* dg5, const float* db5, const float* p5,
                     const float* pg5, const float* pb5, const float* d6, const float* dg6,
                     const float* db6, const float* p6, const float* pg6, const float* pb6,
                     const float* d7, const float* dg7, const float* db7, const float* p7,
                     const float* pg7, const float* pb7, const float* d12, const float* dg12,
                     const float* db12, const float* p12, const float* pg12, const float* pb12,
                     const float* d13, const float* dg13, const float* db13, const float* p13,
                     const float* pg13, const float* pb13, const float* fcw, const float* fcb,
                     float* y, int64_t n, int64_t c, int64_t nc, int64_t h, int64_t w, double eps) {
  run(x, s0w, s0g, s0b, d1, dg1, db1, p1, pg1, pb1, d2, dg2, db2, p2, pg2, pb2, d3, dg3, db3, p3,
      pg3, pb3, d4, dg4, db4, p4, pg4, pb4, d5, dg5, db5, p5, pg5, pb5, d6, dg6, db6, p6, pg6, pb6,
      d7, dg7, db7, p7, pg7, pb7, d12, dg12, db12, p12, pg12, pb12, d13, dg13, db13, p13, pg13,
      pb13, fcw, fcb, y, n, c, nc, h, w, eps);
  return 0;
}
