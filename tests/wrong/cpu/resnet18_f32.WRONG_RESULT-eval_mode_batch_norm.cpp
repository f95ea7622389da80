// Planted wrong kernel (self-test only): ResNet18 with every BatchNorm in eval mode, as after
// model.eval() on a freshly built model (running mean 0, running variance 1: z / sqrt(1 + eps) * w
// + b) instead of the batch statistics the source uses (KernelBench calls the model in training
// mode).
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

// The mistake: BatchNorm in eval mode with fresh running statistics (mean 0, variance 1).
void batch_norm_train(float* a, int64_t N, int64_t C, int64_t S, double eps, const float* w,
                      const float* b) {
  for (int64_t i = 0; i < N; ++i)
    for (int64_t c = 0; c < C; ++c)
      for (int64_t p = 0; p < S; ++p) {
        float& z = a[(i * C + c) * S + p];
        z = static_cast<float>(z / std::sqrt(1.0 + eps) * w[c] + b[c]);
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

int resnet18_f32(const float* x, const float* c1w, const float* bn1w, const float* bn1b,
                 const float* l1w, const float* l1bnw, const float* l1bnb, const float* l2a,
                 const float* l2b, const float* l2d, const float* l2bnw, const float* l2bnb,
                 const float* l3a, const float* l3b, const float* l3d, const float* l3bnw,
                 const float* l3bnb, const float* l4a, const float* l4b, const float* l4d,
                 const float* l4bnw, const float* l4bnb, const float* fcw, const float* fcb,
                 float* y, int64_t n, int64_t c, int64_t nc, int64_t h, int64_t w, double eps) {
  run(x, c1w, bn1w, bn1b, l1w, l1bnw, l1bnb, l2a, l2b, l2d, l2bnw, l2bnb, l3a, l3b, l3d, l3bnw,
      l3bnb, l4a, l4b, l4d, l4bnw, l4bnb, fcw, fcb, y, n, c, nc, h, w, eps);
  return 0;
}
