// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// def fire(z, sw, sb, ew, eb, tw, tb):
//     z = F.relu(F.conv2d(z, sw, sb))
//     return torch.cat([F.relu(F.conv2d(z, ew, eb)), F.relu(F.conv2d(z, tw, tb, padding=1))], 1)
// z = F.max_pool2d(F.relu(F.conv2d(x, c1w, c1b, stride=2)), kernel_size=3, stride=2,
// ceil_mode=True) z = fire(z, f1sw, f1sb, f1ew, f1eb, f1tw, f1tb) z = fire(z, f2sw, f2sb, f2ew,
// f2eb, f2tw, f2tb) z = fire(z, f3sw, f3sb, f3ew, f3eb, f3tw, f3tb) z = F.max_pool2d(z,
// kernel_size=3, stride=2, ceil_mode=True) z = fire(z, f4sw, f4sb, f4ew, f4eb, f4tw, f4tb) z =
// fire(z, f5sw, f5sb, f5ew, f5eb, f5tw, f5tb) z = fire(z, f6sw, f6sb, f6ew, f6eb, f6tw, f6tb) z =
// fire(z, f7sw, f7sb, f7ew, f7eb, f7tw, f7tb) z = F.max_pool2d(z, kernel_size=3, stride=2,
// ceil_mode=True) z = fire(z, f8sw, f8sb, f8ew, f8eb, f8tw, f8tb) y =
// torch.flatten(F.adaptive_avg_pool2d(F.relu(F.conv2d(z, clw, clb)), 1), 1)
//
// the inputs are widened to fp32 once, fp32 throughout, and every output is rounded once.
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
  auto pool = [&]() {  // max_pool2d(3, stride 2, ceil_mode=True)
    int64_t oh = (H - 3 + 1) / 2 + 1, ow = (W - 3 + 1) / 2 + 1;
    if ((oh - 1) * 2 >= H) --oh;
    if ((ow - 1) * 2 >= W) --ow;
    t.assign(static_cast<size_t>(n * C * oh * ow), 0.0f);
    max_pool(a.data(), t.data(), n * C, H, W, 3, 2, 0, true);
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

namespace {

// The inputs widened to fp32 once.
std::vector<float> widen(const km_f16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
  for (int64_t i = 0; i < len; ++i) v[i] = km_f16_to_f32(p[i]);
  return v;
}

}  // namespace

int squeezenet_f16(const km_f16* x, const km_f16* c1w, const km_f16* c1b, const km_f16* f1sw,
                   const km_f16* f1sb, const km_f16* f1ew, const km_f16* f1eb, const km_f16* f1tw,
                   const km_f16* f1tb, const km_f16* f2sw, const km_f16* f2sb, const km_f16* f2ew,
                   const km_f16* f2eb, const km_f16* f2tw, const km_f16* f2tb, const km_f16* f3sw,
                   const km_f16* f3sb, const km_f16* f3ew, const km_f16* f3eb, const km_f16* f3tw,
                   const km_f16* f3tb, const km_f16* f4sw, const km_f16* f4sb, const km_f16* f4ew,
                   const km_f16* f4eb, const km_f16* f4tw, const km_f16* f4tb, const km_f16* f5sw,
                   const km_f16* f5sb, const km_f16* f5ew, const km_f16* f5eb, const km_f16* f5tw,
                   const km_f16* f5tb, const km_f16* f6sw, const km_f16* f6sb, const km_f16* f6ew,
                   const km_f16* f6eb, const km_f16* f6tw, const km_f16* f6tb, const km_f16* f7sw,
                   const km_f16* f7sb, const km_f16* f7ew, const km_f16* f7eb, const km_f16* f7tw,
                   const km_f16* f7tb, const km_f16* f8sw, const km_f16* f8sb, const km_f16* f8ew,
                   const km_f16* f8eb, const km_f16* f8tw, const km_f16* f8tb, const km_f16* clw,
                   const km_f16* clb, km_f16* y, int64_t n, int64_t c, int64_t nc, int64_t h,
                   int64_t w) {
  const std::vector<float> x_v = widen(x, n * 3 * h * w);
  const std::vector<float> c1w_v = widen(c1w, (6 * c) * 3 * 7 * 7);
  const std::vector<float> c1b_v = widen(c1b, (6 * c));
  const std::vector<float> f1sw_v = widen(f1sw, c * (6 * c) * 1 * 1);
  const std::vector<float> f1sb_v = widen(f1sb, c);
  const std::vector<float> f1ew_v = widen(f1ew, (4 * c) * c * 1 * 1);
  const std::vector<float> f1eb_v = widen(f1eb, (4 * c));
  const std::vector<float> f1tw_v = widen(f1tw, (4 * c) * c * 3 * 3);
  const std::vector<float> f1tb_v = widen(f1tb, (4 * c));
  const std::vector<float> f2sw_v = widen(f2sw, c * (8 * c) * 1 * 1);
  const std::vector<float> f2sb_v = widen(f2sb, c);
  const std::vector<float> f2ew_v = widen(f2ew, (4 * c) * c * 1 * 1);
  const std::vector<float> f2eb_v = widen(f2eb, (4 * c));
  const std::vector<float> f2tw_v = widen(f2tw, (4 * c) * c * 3 * 3);
  const std::vector<float> f2tb_v = widen(f2tb, (4 * c));
  const std::vector<float> f3sw_v = widen(f3sw, (2 * c) * (8 * c) * 1 * 1);
  const std::vector<float> f3sb_v = widen(f3sb, (2 * c));
  const std::vector<float> f3ew_v = widen(f3ew, (8 * c) * (2 * c) * 1 * 1);
  const std::vector<float> f3eb_v = widen(f3eb, (8 * c));
  const std::vector<float> f3tw_v = widen(f3tw, (8 * c) * (2 * c) * 3 * 3);
  const std::vector<float> f3tb_v = widen(f3tb, (8 * c));
  const std::vector<float> f4sw_v = widen(f4sw, (2 * c) * (16 * c) * 1 * 1);
  const std::vector<float> f4sb_v = widen(f4sb, (2 * c));
  const std::vector<float> f4ew_v = widen(f4ew, (8 * c) * (2 * c) * 1 * 1);
  const std::vector<float> f4eb_v = widen(f4eb, (8 * c));
  const std::vector<float> f4tw_v = widen(f4tw, (8 * c) * (2 * c) * 3 * 3);
  const std::vector<float> f4tb_v = widen(f4tb, (8 * c));
  const std::vector<float> f5sw_v = widen(f5sw, (3 * c) * (16 * c) * 1 * 1);
  const std::vector<float> f5sb_v = widen(f5sb, (3 * c));
  const std::vector<float> f5ew_v = widen(f5ew, (12 * c) * (3 * c) * 1 * 1);
  const std::vector<float> f5eb_v = widen(f5eb, (12 * c));
  const std::vector<float> f5tw_v = widen(f5tw, (12 * c) * (3 * c) * 3 * 3);
  const std::vector<float> f5tb_v = widen(f5tb, (12 * c));
  const std::vector<float> f6sw_v = widen(f6sw, (3 * c) * (24 * c) * 1 * 1);
  const std::vector<float> f6sb_v = widen(f6sb, (3 * c));
  const std::vector<float> f6ew_v = widen(f6ew, (12 * c) * (3 * c) * 1 * 1);
  const std::vector<float> f6eb_v = widen(f6eb, (12 * c));
  const std::vector<float> f6tw_v = widen(f6tw, (12 * c) * (3 * c) * 3 * 3);
  const std::vector<float> f6tb_v = widen(f6tb, (12 * c));
  const std::vector<float> f7sw_v = widen(f7sw, (4 * c) * (24 * c) * 1 * 1);
  const std::vector<float> f7sb_v = widen(f7sb, (4 * c));
  const std::vector<float> f7ew_v = widen(f7ew, (16 * c) * (4 * c) * 1 * 1);
  const std::vector<float> f7eb_v = widen(f7eb, (16 * c));
  const std::vector<float> f7tw_v = widen(f7tw, (16 * c) * (4 * c) * 3 * 3);
  const std::vector<float> f7tb_v = widen(f7tb, (16 * c));
  const std::vector<float> f8sw_v = widen(f8sw, (4 * c) * (32 * c) * 1 * 1);
  const std::vector<float> f8sb_v = widen(f8sb, (4 * c));
  const std::vector<float> f8ew_v = widen(f8ew, (16 * c) * (4 * c) * 1 * 1);
  const std::vector<float> f8eb_v = widen(f8eb, (16 * c));
  const std::vector<float> f8tw_v = widen(f8tw, (16 * c) * (4 * c) * 3 * 3);
  const std::vector<float> f8tb_v = widen(f8tb, (16 * c));
  const std::vector<float> clw_v = widen(clw, nc * (32 * c) * 1 * 1);
  const std::vector<float> clb_v = widen(clb, nc);
  std::vector<float> y_v(static_cast<size_t>(n * nc));
  run(x_v.data(), c1w_v.data(), c1b_v.data(), f1sw_v.data(), f1sb_v.data(), f1ew_v.data(),
      f1eb_v.data(), f1tw_v.data(), f1tb_v.data(), f2sw_v.data(), f2sb_v.data(), f2ew_v.data(),
      f2eb_v.data(), f2tw_v.data(), f2tb_v.data(), f3sw_v.data(), f3sb_v.data(), f3ew_v.data(),
      f3eb_v.data(), f3tw_v.data(), f3tb_v.data(), f4sw_v.data(), f4sb_v.data(), f4ew_v.data(),
      f4eb_v.data(), f4tw_v.data(), f4tb_v.data(), f5sw_v.data(), f5sb_v.data(), f5ew_v.data(),
      f5eb_v.data(), f5tw_v.data(), f5tb_v.data(), f6sw_v.data(), f6sb_v.data(), f6ew_v.data(),
      f6eb_v.data(), f6tw_v.data(), f6tb_v.data(), f7sw_v.data(), f7sb_v.data(), f7ew_v.data(),
      f7eb_v.data(), f7tw_v.data(), f7tb_v.data(), f8sw_v.data(), f8sb_v.data(), f8ew_v.data(),
      f8eb_v.data(), f8tw_v.data(), f8tb_v.data(), clw_v.data(), clb_v.data(), y_v.data(), n, c, nc,
      h, w);
  for (size_t i = 0; i < y_v.size(); ++i) y[i] = km_f32_to_f16(y_v[i]);
  return 0;
}
