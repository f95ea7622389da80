// Planted wrong kernel (self-test only): ResNet101 with each layer's stride in the first block's
// 1x1 conv1 (the original ResNet v1 placement) instead of its 3x3 conv2, where the source (like
// torchvision's v1.5) puts it: the same shapes, other values.
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

// conv (no bias) + training-mode BN (+ ReLU where `relu_after`) on a, batch n.
Act conv_bn(const Act& a, int64_t n, const float* wt, int64_t co, int64_t k, int64_t s, int64_t p,
            const float* bw, const float* bb, double eps, bool relu_after) {
  Act y;
  y.C = co, y.H = (a.H + 2 * p - k) / s + 1, y.W = (a.W + 2 * p - k) / s + 1;
  y.v.assign(static_cast<size_t>(n * co * y.H * y.W), 0.0f);
  conv2d(a.v.data(), wt, nullptr, y.v.data(), n, a.C, a.H, a.W, co, k, s, p);
  batch_norm_train(y.v.data(), n, co, y.H * y.W, eps, bw, bb);
  if (relu_after) relu(y.v.data(), static_cast<int64_t>(y.v.size()));
  return y;
}

// out = relu(o + shortcut), into o.
void add_relu(Act& o, const Act& shortcut) {
  for (size_t i = 0; i < o.v.size(); ++i) {
    const float z = o.v[i] + shortcut.v[i];
    o.v[i] = z < 0.0f ? 0.0f : z;
  }
}

// The network in fp32: stem, four layers of Bottlenecks (3, 4, 23, 3), average pooling and fc.
void run(const float* x, const float* c1w, const float* bn1w, const float* bn1b, const float* l1a1,
         const float* l1a2, const float* l1a3, const float* l1ad, const float* l1r1,
         const float* l1r2, const float* l1r3, const float* l1gw, const float* l1gb,
         const float* l1hw, const float* l1hb, const float* l2a1, const float* l2a2,
         const float* l2a3, const float* l2ad, const float* l2r1, const float* l2r2,
         const float* l2r3, const float* l2gw, const float* l2gb, const float* l2hw,
         const float* l2hb, const float* l3a1, const float* l3a2, const float* l3a3,
         const float* l3ad, const float* l3r1, const float* l3r2, const float* l3r3,
         const float* l3gw, const float* l3gb, const float* l3hw, const float* l3hb,
         const float* l4a1, const float* l4a2, const float* l4a3, const float* l4ad,
         const float* l4r1, const float* l4r2, const float* l4r3, const float* l4gw,
         const float* l4gb, const float* l4hw, const float* l4hb, const float* fcw,
         const float* fcb, float* y, int64_t n, int64_t c, int64_t nc, int64_t h, int64_t w,
         double eps) {
  Act a;
  a.v.assign(x, x + n * 3 * h * w);
  a.C = 3, a.H = h, a.W = w;
  Act s = conv_bn(a, n, c1w, c, 7, 2, 3, bn1w, bn1b, eps, true);
  a.C = c, a.H = (s.H - 1) / 2 + 1, a.W = (s.W - 1) / 2 + 1;
  a.v.assign(static_cast<size_t>(n * c * a.H * a.W), 0.0f);
  max_pool(s.v.data(), a.v.data(), n * c, s.H, s.W, 3, 2, 1);
  const int64_t blocks[4] = {3, 4, 23, 3};
  const float* const p[4][11] = {
      {l1a1, l1a2, l1a3, l1ad, l1r1, l1r2, l1r3, l1gw, l1gb, l1hw, l1hb},
      {l2a1, l2a2, l2a3, l2ad, l2r1, l2r2, l2r3, l2gw, l2gb, l2hw, l2hb},
      {l3a1, l3a2, l3a3, l3ad, l3r1, l3r2, l3r3, l3gw, l3gb, l3hw, l3hb},
      {l4a1, l4a2, l4a3, l4ad, l4r1, l4r2, l4r3, l4gw, l4gb, l4hw, l4hb}};
  for (int i = 0; i < 4; ++i) {
    const int64_t W = c << i, nb = blocks[i], st = i == 0 ? 1 : 2;
    const float *gw = p[i][7], *gb = p[i][8], *hw = p[i][9], *hb = p[i][10];
    for (int64_t b = 0; b < nb; ++b) {
      const float* w1 = b == 0 ? p[i][0] : p[i][4] + (b - 1) * W * 4 * W;
      const float* w2 = b == 0 ? p[i][1] : p[i][5] + (b - 1) * W * W * 9;
      const float* w3 = b == 0 ? p[i][2] : p[i][6] + (b - 1) * 4 * W * W;
      Act o =
          conv_bn(a, n, w1, W, 1, b == 0 ? st : 1, 0, gw + 2 * b * W, gb + 2 * b * W, eps, true);
      o = conv_bn(o, n, w2, W, 3, 1, 1,  // the mistake: the stride moved to conv1
                  gw + (2 * b + 1) * W, gb + (2 * b + 1) * W, eps, true);
      o = conv_bn(o, n, w3, 4 * W, 1, 1, 0, hw + b * 4 * W, hb + b * 4 * W, eps, false);
      if (b == 0) {
        const Act d =
            conv_bn(a, n, p[i][3], 4 * W, 1, st, 0, hw + nb * 4 * W, hb + nb * 4 * W, eps, false);
        add_relu(o, d);
      } else {
        add_relu(o, a);
      }
      a = std::move(o);
    }
  }
  std::vector<float> pooled(static_cast<size_t>(n * a.C));
  spatial_mean(a.v.data(), pooled.data(), n * a.C, a.H * a.W);
  linear(pooled.data(), fcw, fcb, y, n, a.C, nc, false);
}

}  // namespace

int resnet101_f32(const float* x, const float* c1w, const float* bn1w, const float* bn1b,
                  const float* l1a1, const float* l1a2, const float* l1a3, const float* l1ad,
                  const float* l1r1, const float* l1r2, const float* l1r3, const float* l1gw,
                  const float* l1gb, const float* l1hw, const float* l1hb, const float* l2a1,
                  const float* l2a2, const float* l2a3, const float* l2ad, const float* l2r1,
                  const float* l2r2, const float* l2r3, const float* l2gw, const float* l2gb,
                  const float* l2hw, const float* l2hb, const float* l3a1, const float* l3a2,
                  const float* l3a3, const float* l3ad, const float* l3r1, const float* l3r2,
                  const float* l3r3, const float* l3gw, const float* l3gb, const float* l3hw,
                  const float* l3hb, const float* l4a1, const float* l4a2, const float* l4a3,
                  const float* l4ad, const float* l4r1, const float* l4r2, const float* l4r3,
                  const float* l4gw, const float* l4gb, const float* l4hw, const float* l4hb,
                  const float* fcw, const float* fcb, float* y, int64_t n, int64_t c, int64_t nc,
                  int64_t h, int64_t w, double eps) {
  run(x, c1w, bn1w, bn1b, l1a1, l1a2, l1a3, l1ad, l1r1, l1r2, l1r3, l1gw, l1gb, l1hw, l1hb, l2a1,
      l2a2, l2a3, l2ad, l2r1, l2r2, l2r3, l2gw, l2gb, l2hw, l2hb, l3a1, l3a2, l3a3, l3ad, l3r1,
      l3r2, l3r3, l3gw, l3gb, l3hw, l3hb, l4a1, l4a2, l4a3, l4ad, l4r1, l4r2, l4r3, l4gw, l4gb,
      l4hw, l4hb, fcw, fcb, y, n, c, nc, h, w, eps);
  return 0;
}
