// Planted wrong kernel (self-test only): SqueezeNet with floor-mode max pools (nn.MaxPool2d(3, 2)
// without ceil_mode=True): where a side is even, the last window, which starts inside the input
// and runs one past it, is dropped.
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

// The network in fp32: conv1 + ReLU, ceil-mode max pools between the fire modules, the classifier
// conv1x1 + ReLU and the average over each plane.
void run(const float* x, const float* c1w, const float* c1b, const float* f1sw, const float* f1sb,
         const float* f1ew, const float* f1eb, const float* f1tw, const float* f1tb,
         const float* f2sw, const float* f2sb, const float* f2ew, const float* f2eb,
         const float* f2tw, const float* f2tb, const float* f3sw, const float* f3sb,
         const float* f3ew, const float* f3eb, const float* f3tw, const float* f3tb,
         const float* f4sw, const float* f4sb, const float* f4ew, const float* f4eb,
         const float* f4tw, const float* f4tb, const float* f5sw, const float* f5sb,
         const float* f5ew, const float* f5eb, const float* f5tw, const float* f5tb,
         const float* f6sw, const float* f6sb, const float* f6ew, const float* f6eb,
         const float* f6tw, const float* f6tb, const float* f7sw, const float* f7sb,
         const float* f7ew, const float* f7eb, const float* f7tw, const float* f7tb,
         const float* f8sw, const float* f8sb, const float* f8ew, const float* f8eb,
         const float* f8tw, const float* f8tb, const float* clw, const float* clb, float* y,
         int64_t n, int64_t c, int64_t nc, int64_t h, int64_t w) {
  std::vector<float> a(x, x + n * 3 * h * w), t, z, e1, e3;
  int64_t C = 3, H = h, W = w;
  auto conv_relu = [&](const float* in, int64_t ci, const float* wt, const float* b, int64_t co,
                       int64_t k, int64_t s, int64_t p, std::vector<float>& out) {
    const int64_t oh = (H + 2 * p - k) / s + 1, ow = (W + 2 * p - k) / s + 1;
    out.assign(static_cast<size_t>(n * co * oh * ow), 0.0f);
    conv2d(in, wt, b, out.data(), n, ci, H, W, co, k, s, p);
    relu(out.data(), static_cast<int64_t>(out.size()));
  };
  auto pool = [&]() {  // the mistake: max_pool2d(3, stride 2) in floor mode
    const int64_t oh = (H - 3) / 2 + 1, ow = (W - 3) / 2 + 1;
    t.assign(static_cast<size_t>(n * C * oh * ow), 0.0f);
    max_pool(a.data(), t.data(), n * C, H, W, 3, 2, 0, false);
    a.swap(t);
    H = oh, W = ow;
  };
  // Fire module: squeeze to sq, expand to e + e channels (the 1x1 branch first).
  auto fire = [&](const float* sw, const float* sb, const float* ew, const float* eb,
                  const float* tw, const float* tb, int64_t sq, int64_t e) {
    conv_relu(a.data(), C, sw, sb, sq, 1, 1, 0, z);
    conv_relu(z.data(), sq, ew, eb, e, 1, 1, 0, e1);
    conv_relu(z.data(), sq, tw, tb, e, 3, 1, 1, e3);
    const int64_t S = H * W;
    a.resize(static_cast<size_t>(n * 2 * e * S));
    for (int64_t b = 0; b < n; ++b) {
      std::copy_n(e1.data() + b * e * S, e * S, a.data() + b * 2 * e * S);
      std::copy_n(e3.data() + b * e * S, e * S, a.data() + (b * 2 * e + e) * S);
    }
    C = 2 * e;
  };
  {
    const int64_t oh = (H - 7) / 2 + 1, ow = (W - 7) / 2 + 1;
    conv_relu(a.data(), 3, c1w, c1b, 6 * c, 7, 2, 0, t);
    a.swap(t);
    C = 6 * c, H = oh, W = ow;
  }
  pool();
  fire(f1sw, f1sb, f1ew, f1eb, f1tw, f1tb, c, 4 * c);
  fire(f2sw, f2sb, f2ew, f2eb, f2tw, f2tb, c, 4 * c);
  fire(f3sw, f3sb, f3ew, f3eb, f3tw, f3tb, 2 * c, 8 * c);
  pool();
  fire(f4sw, f4sb, f4ew, f4eb, f4tw, f4tb, 2 * c, 8 * c);
  fire(f5sw, f5sb, f5ew, f5eb, f5tw, f5tb, 3 * c, 12 * c);
  fire(f6sw, f6sb, f6ew, f6eb, f6tw, f6tb, 3 * c, 12 * c);
  fire(f7sw, f7sb, f7ew, f7eb, f7tw, f7tb, 4 * c, 16 * c);
  pool();
  fire(f8sw, f8sb, f8ew, f8eb, f8tw, f8tb, 4 * c, 16 * c);
  conv_relu(a.data(), C, clw, clb, nc, 1, 1, 0, t);
  for (int64_t i = 0; i < n * nc; ++i) {
    float s = 0.0f;
    for (int64_t p = 0; p < H * W; ++p) s += t[i * H * W + p];
    y[i] = s / static_cast<float>(H * W);
  }
}

}  // namespace

int squeezenet_f32(const float* x, const float* c1w, const float* c1b, const float* f1sw,
                   const float* f1sb, const float* f1ew, const float* f1eb, const float* f1tw,
                   const float* f1tb, const float* f2sw, const float* f2sb, const float* f2ew,
                   const float* f2eb, const float* f2tw, const float* f2tb, const float* f3sw,
                   const float* f3sb, const float* f3ew, const float* f3eb, const float* f3tw,
                   const float* f3tb, const float* f4sw, const float* f4sb, const float* f4ew,
                   const float* f4eb, const float* f4tw, const float* f4tb, const float* f5sw,
                   const float* f5sb, const float* f5ew, const float* f5eb, const float* f5tw,
                   const float* f5tb, const float* f6sw, const float* f6sb, const float* f6ew,
                   const float* f6eb, const float* f6tw, const float* f6tb, const float* f7sw,
                   const float* f7sb, const float* f7ew, const float* f7eb, const float* f7tw,
                   const float* f7tb, const float* f8sw, const float* f8sb, const float* f8ew,
                   const float* f8eb, const float* f8tw, const float* f8tb, const float* clw,
                   const float* clb, float* y, int64_t n, int64_t c, int64_t nc, int64_t h,
                   int64_t w) {
  run(x, c1w, c1b, f1sw, f1sb, f1ew, f1eb, f1tw, f1tb, f2sw, f2sb, f2ew, f2eb, f2tw, f2tb, f3sw,
      f3sb, f3ew, f3eb, f3tw, f3tb, f4sw, f4sb, f4ew, f4eb, f4tw, f4tb, f5sw, f5sb, f5ew, f5eb,
      f5tw, f5tb, f6sw, f6sb, f6ew, f6eb, f6tw, f6tb, f7sw, f7sb, f7ew, f7eb, f7tw, f7tb, f8sw,
      f8sb, f8ew, f8eb, f8tw, f8tb, clw, clb, y, n, c, nc, h, w);
  return 0;
}
