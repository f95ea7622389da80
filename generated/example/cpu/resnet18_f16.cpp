// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// def bn(z, w, b):
//     return F.batch_norm(z, None, None, w, b, training=True, eps=eps)
// z = F.max_pool2d(F.relu(bn(F.conv2d(x, c1w, stride=2, padding=3), bn1w, bn1b)), kernel_size=3,
// stride=2, padding=1) for i in range(2):
//     o = F.relu(bn(F.conv2d(z, l1w[2 * i], padding=1), l1bnw[2 * i], l1bnb[2 * i]))
//     z = F.relu(bn(F.conv2d(o, l1w[2 * i + 1], padding=1), l1bnw[2 * i + 1], l1bnb[2 * i + 1]) +
//     z)
// for wa, wb, wd, bw, bb in ((l2a, l2b, l2d, l2bnw, l2bnb), (l3a, l3b, l3d, l3bnw, l3bnb), (l4a,
// l4b, l4d, l4bnw, l4bnb)):
//     o = F.relu(bn(F.conv2d(z, wa, stride=2, padding=1), bw[0], bb[0]))
//     o = bn(F.conv2d(o, wb[0], padding=1), bw[1], bb[1])
//     z = F.relu(o + bn(F.conv2d(z, wd, stride=2), bw[4], bb[4]))
//     o = F.relu(bn(F.conv2d(z, wb[1], padding=1), bw[2], bb[2]))
//     z = F.relu(bn(F.conv2d(o, wb[2], padding=1), bw[3], bb[3]) + z)
// y = F.linear(torch.flatten(F.adaptive_avg_pool2d(z, 1), 1), fcw, fcb)
//
// the inputs are widened to fp32 once, fp32 throughout (normalization statistics in double), and
// every output is rounded once.
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

// The network in fp32: stem, four layers of two BasicBlocks, average pooling and fc.
void run(const float* x, const float* c1w, const float* bn1w, const float* bn1b, const float* l1w,
         const float* l1bnw, const float* l1bnb, const float* l2a, const float* l2b,
         const float* l2d, const float* l2bnw, const float* l2bnb, const float* l3a,
         const float* l3b, const float* l3d, const float* l3bnw, const float* l3bnb,
         const float* l4a, const float* l4b, const float* l4d, const float* l4bnw,
         const float* l4bnb, const float* fcw, const float* fcb, float* y, int64_t n, int64_t c,
         int64_t nc, int64_t h, int64_t w, double eps) {
  Act a;
  a.v.assign(x, x + n * 3 * h * w);
  a.C = 3, a.H = h, a.W = w;
  Act s = conv_bn(a, n, c1w, c, 7, 2, 3, bn1w, bn1b, eps, true);
  a.C = c, a.H = (s.H - 1) / 2 + 1, a.W = (s.W - 1) / 2 + 1;
  a.v.assign(static_cast<size_t>(n * c * a.H * a.W), 0.0f);
  max_pool(s.v.data(), a.v.data(), n * c, s.H, s.W, 3, 2, 1);
  for (int64_t blk = 0; blk < 2; ++blk) {
    const float* w1 = l1w + (2 * blk) * c * c * 9;
    Act o = conv_bn(a, n, w1, c, 3, 1, 1, l1bnw + 2 * blk * c, l1bnb + 2 * blk * c, eps, true);
    o = conv_bn(o, n, w1 + c * c * 9, c, 3, 1, 1, l1bnw + (2 * blk + 1) * c,
                l1bnb + (2 * blk + 1) * c, eps, false);
    add_relu(o, a);
    a = std::move(o);
  }
  const float* la[3] = {l2a, l3a, l4a};
  const float* lb[3] = {l2b, l3b, l4b};
  const float* ld[3] = {l2d, l3d, l4d};
  const float* bw[3] = {l2bnw, l3bnw, l4bnw};
  const float* bb[3] = {l2bnb, l3bnb, l4bnb};
  for (int i = 0; i < 3; ++i) {
    const int64_t W = c << (i + 1);
    Act o = conv_bn(a, n, la[i], W, 3, 2, 1, bw[i], bb[i], eps, true);
    o = conv_bn(o, n, lb[i], W, 3, 1, 1, bw[i] + W, bb[i] + W, eps, false);
    const Act d = conv_bn(a, n, ld[i], W, 1, 2, 0, bw[i] + 4 * W, bb[i] + 4 * W, eps, false);
    add_relu(o, d);
    a = std::move(o);
    o = conv_bn(a, n, lb[i] + W * W * 9, W, 3, 1, 1, bw[i] + 2 * W, bb[i] + 2 * W, eps, true);
    o = conv_bn(o, n, lb[i] + 2 * W * W * 9, W, 3, 1, 1, bw[i] + 3 * W, bb[i] + 3 * W, eps, false);
    add_relu(o, a);
    a = std::move(o);
  }
  std::vector<float> pooled(static_cast<size_t>(n * a.C));
  spatial_mean(a.v.data(), pooled.data(), n * a.C, a.H * a.W);
  linear(pooled.data(), fcw, fcb, y, n, a.C, nc, false);
}

}  // namespace

namespace {

// The inputs widened to fp32 once.
std::vector<float> widen(const km_f16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
  for (int64_t i = 0; i < len; ++i) v[i] = km_f16_to_f32(p[i]);
  return v;
}

}  // namespace

int resnet18_f16(const km_f16* x, const km_f16* c1w, const km_f16* bn1w, const km_f16* bn1b,
                 const km_f16* l1w, const km_f16* l1bnw, const km_f16* l1bnb, const km_f16* l2a,
                 const km_f16* l2b, const km_f16* l2d, const km_f16* l2bnw, const km_f16* l2bnb,
                 const km_f16* l3a, const km_f16* l3b, const km_f16* l3d, const km_f16* l3bnw,
                 const km_f16* l3bnb, const km_f16* l4a, const km_f16* l4b, const km_f16* l4d,
                 const km_f16* l4bnw, const km_f16* l4bnb, const km_f16* fcw, const km_f16* fcb,
                 km_f16* y, int64_t n, int64_t c, int64_t nc, int64_t h, int64_t w, double eps) {
  const std::vector<float> x_v = widen(x, n * 3 * h * w);
  const std::vector<float> c1w_v = widen(c1w, c * 3 * 7 * 7);
  const std::vector<float> bn1w_v = widen(bn1w, c);
  const std::vector<float> bn1b_v = widen(bn1b, c);
  const std::vector<float> l1w_v = widen(l1w, 4 * c * c * 3 * 3);
  const std::vector<float> l1bnw_v = widen(l1bnw, 4 * c);
  const std::vector<float> l1bnb_v = widen(l1bnb, 4 * c);
  const std::vector<float> l2a_v = widen(l2a, (2 * c) * c * 3 * 3);
  const std::vector<float> l2b_v = widen(l2b, 3 * (2 * c) * (2 * c) * 3 * 3);
  const std::vector<float> l2d_v = widen(l2d, (2 * c) * c * 1 * 1);
  const std::vector<float> l2bnw_v = widen(l2bnw, 5 * (2 * c));
  const std::vector<float> l2bnb_v = widen(l2bnb, 5 * (2 * c));
  const std::vector<float> l3a_v = widen(l3a, (4 * c) * (2 * c) * 3 * 3);
  const std::vector<float> l3b_v = widen(l3b, 3 * (4 * c) * (4 * c) * 3 * 3);
  const std::vector<float> l3d_v = widen(l3d, (4 * c) * (2 * c) * 1 * 1);
  const std::vector<float> l3bnw_v = widen(l3bnw, 5 * (4 * c));
  const std::vector<float> l3bnb_v = widen(l3bnb, 5 * (4 * c));
  const std::vector<float> l4a_v = widen(l4a, (8 * c) * (4 * c) * 3 * 3);
  const std::vector<float> l4b_v = widen(l4b, 3 * (8 * c) * (8 * c) * 3 * 3);
  const std::vector<float> l4d_v = widen(l4d, (8 * c) * (4 * c) * 1 * 1);
  const std::vector<float> l4bnw_v = widen(l4bnw, 5 * (8 * c));
  const std::vector<float> l4bnb_v = widen(l4bnb, 5 * (8 * c));
  const std::vector<float> fcw_v = widen(fcw, nc * (8 * c));
  const std::vector<float> fcb_v = widen(fcb, nc);
  std::vector<float> y_v(static_cast<size_t>(n * nc));
  run(x_v.data(), c1w_v.data(), bn1w_v.data(), bn1b_v.data(), l1w_v.data(), l1bnw_v.data(),
      l1bnb_v.data(), l2a_v.data(), l2b_v.data(), l2d_v.data(), l2bnw_v.data(), l2bnb_v.data(),
      l3a_v.data(), l3b_v.data(), l3d_v.data(), l3bnw_v.data(), l3bnb_v.data(), l4a_v.data(),
      l4b_v.data(), l4d_v.data(), l4bnw_v.data(), l4bnb_v.data(), fcw_v.data(), fcb_v.data(),
      y_v.data(), n, c, nc, h, w, eps);
  for (size_t i = 0; i < y_v.size(); ++i) y[i] = km_f32_to_f16(y_v[i]);
  return 0;
}
