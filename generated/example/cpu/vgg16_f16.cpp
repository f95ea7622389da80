// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.relu(F.conv2d(x, w1a, b1a, padding=1))
// z = F.max_pool2d(F.relu(F.conv2d(z, w1b, b1b, padding=1)), kernel_size=2, stride=2)
// z = F.relu(F.conv2d(z, w2a, b2a, padding=1))
// z = F.max_pool2d(F.relu(F.conv2d(z, w2b, b2b, padding=1)), kernel_size=2, stride=2)
// z = F.relu(F.conv2d(z, w3a, b3a, padding=1))
// for l in range(2):
//     z = F.relu(F.conv2d(z, w3b[l], b3b[l], padding=1))
// z = F.max_pool2d(z, kernel_size=2, stride=2)
// z = F.relu(F.conv2d(z, w4a, b4a, padding=1))
// for l in range(2):
//     z = F.relu(F.conv2d(z, w4b[l], b4b[l], padding=1))
// z = F.max_pool2d(z, kernel_size=2, stride=2)
// for l in range(3):
//     z = F.relu(F.conv2d(z, w5[l], b5[l], padding=1))
// z = torch.flatten(F.max_pool2d(z, kernel_size=2, stride=2), 1)
// z = F.relu(F.linear(z, fc1w, fc1b))
// z = F.relu(F.linear(z, fc2w, fc2b))
// y = F.linear(z, fc3w, fc3b)
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

// Convs in each of blocks 3 to 5 (VGG16: 3, VGG19: 4).
constexpr int64_t kDeep = 3;

// The network in fp32: five blocks of 3x3 convs (padding 1) + ReLU closed by 2 x 2 max pooling,
// then the classifier on the flattened [n, 8c (h / 32) (w / 32)] features.
void run(const float* x, const float* w1a, const float* b1a, const float* w1b, const float* b1b,
         const float* w2a, const float* b2a, const float* w2b, const float* b2b, const float* w3a,
         const float* b3a, const float* w3b, const float* b3b, const float* w4a, const float* b4a,
         const float* w4b, const float* b4b, const float* w5, const float* b5, const float* fc1w,
         const float* fc1b, const float* fc2w, const float* fc2b, const float* fc3w,
         const float* fc3b, float* y, int64_t n, int64_t c, int64_t f, int64_t nc, int64_t h,
         int64_t w) {
  std::vector<float> a(x, x + n * 3 * h * w), t;
  int64_t C = 3, H = h, W = w;
  auto conv = [&](const float* wt, const float* b, int64_t co) {  // conv3x3 + ReLU, in place
    t.assign(static_cast<size_t>(n * co * H * W), 0.0f);
    conv2d(a.data(), wt, b, t.data(), n, C, H, W, co, 3, 1, 1);
    relu(t.data(), static_cast<int64_t>(t.size()));
    a.swap(t);
    C = co;
  };
  auto pool = [&]() {
    t.assign(static_cast<size_t>(n * C * (H / 2) * (W / 2)), 0.0f);
    max_pool(a.data(), t.data(), n * C, H, W, 2, 2, 0);
    a.swap(t);
    H /= 2, W /= 2;
  };
  conv(w1a, b1a, c);
  conv(w1b, b1b, c);
  pool();
  conv(w2a, b2a, 2 * c);
  conv(w2b, b2b, 2 * c);
  pool();
  conv(w3a, b3a, 4 * c);
  for (int64_t l = 0; l < kDeep - 1; ++l) conv(w3b + l * 16 * c * c * 9, b3b + l * 4 * c, 4 * c);
  pool();
  conv(w4a, b4a, 8 * c);
  for (int64_t l = 0; l < kDeep - 1; ++l) conv(w4b + l * 64 * c * c * 9, b4b + l * 8 * c, 8 * c);
  pool();
  for (int64_t l = 0; l < kDeep; ++l) conv(w5 + l * 64 * c * c * 9, b5 + l * 8 * c, 8 * c);
  pool();
  std::vector<float> z1(static_cast<size_t>(n * f)), z2(z1.size());
  linear(a.data(), fc1w, fc1b, z1.data(), n, C * H * W, f, true);
  linear(z1.data(), fc2w, fc2b, z2.data(), n, f, f, true);
  linear(z2.data(), fc3w, fc3b, y, n, f, nc, false);
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

int vgg16_f16(const km_f16* x, const km_f16* w1a, const km_f16* b1a, const km_f16* w1b,
              const km_f16* b1b, const km_f16* w2a, const km_f16* b2a, const km_f16* w2b,
              const km_f16* b2b, const km_f16* w3a, const km_f16* b3a, const km_f16* w3b,
              const km_f16* b3b, const km_f16* w4a, const km_f16* b4a, const km_f16* w4b,
              const km_f16* b4b, const km_f16* w5, const km_f16* b5, const km_f16* fc1w,
              const km_f16* fc1b, const km_f16* fc2w, const km_f16* fc2b, const km_f16* fc3w,
              const km_f16* fc3b, km_f16* y, int64_t n, int64_t c, int64_t f, int64_t nc, int64_t h,
              int64_t w) {
  const std::vector<float> x_v = widen(x, n * 3 * h * w);
  const std::vector<float> w1a_v = widen(w1a, c * 3 * 3 * 3);
  const std::vector<float> b1a_v = widen(b1a, c);
  const std::vector<float> w1b_v = widen(w1b, c * c * 3 * 3);
  const std::vector<float> b1b_v = widen(b1b, c);
  const std::vector<float> w2a_v = widen(w2a, (2 * c) * c * 3 * 3);
  const std::vector<float> b2a_v = widen(b2a, (2 * c));
  const std::vector<float> w2b_v = widen(w2b, (2 * c) * (2 * c) * 3 * 3);
  const std::vector<float> b2b_v = widen(b2b, (2 * c));
  const std::vector<float> w3a_v = widen(w3a, (4 * c) * (2 * c) * 3 * 3);
  const std::vector<float> b3a_v = widen(b3a, (4 * c));
  const std::vector<float> w3b_v = widen(w3b, 2 * (4 * c) * (4 * c) * 3 * 3);
  const std::vector<float> b3b_v = widen(b3b, 2 * (4 * c));
  const std::vector<float> w4a_v = widen(w4a, (8 * c) * (4 * c) * 3 * 3);
  const std::vector<float> b4a_v = widen(b4a, (8 * c));
  const std::vector<float> w4b_v = widen(w4b, 2 * (8 * c) * (8 * c) * 3 * 3);
  const std::vector<float> b4b_v = widen(b4b, 2 * (8 * c));
  const std::vector<float> w5_v = widen(w5, 3 * (8 * c) * (8 * c) * 3 * 3);
  const std::vector<float> b5_v = widen(b5, 3 * (8 * c));
  const std::vector<float> fc1w_v = widen(fc1w, f * (8 * c * (h / 32) * (w / 32)));
  const std::vector<float> fc1b_v = widen(fc1b, f);
  const std::vector<float> fc2w_v = widen(fc2w, f * f);
  const std::vector<float> fc2b_v = widen(fc2b, f);
  const std::vector<float> fc3w_v = widen(fc3w, nc * f);
  const std::vector<float> fc3b_v = widen(fc3b, nc);
  std::vector<float> y_v(static_cast<size_t>(n * nc));
  run(x_v.data(), w1a_v.data(), b1a_v.data(), w1b_v.data(), b1b_v.data(), w2a_v.data(),
      b2a_v.data(), w2b_v.data(), b2b_v.data(), w3a_v.data(), b3a_v.data(), w3b_v.data(),
      b3b_v.data(), w4a_v.data(), b4a_v.data(), w4b_v.data(), b4b_v.data(), w5_v.data(),
      b5_v.data(), fc1w_v.data(), fc1b_v.data(), fc2w_v.data(), fc2b_v.data(), fc3w_v.data(),
      fc3b_v.data(), y_v.data(), n, c, f, nc, h, w);
  for (size_t i = 0; i < y_v.size(); ++i) y[i] = km_f32_to_f16(y_v[i]);
  return 0;
}
