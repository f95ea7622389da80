// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// s = F.relu(F.conv2d(x, sw, sb))
// y = torch.cat([F.relu(F.conv2d(s, e1w, e1b)), F.relu(F.conv2d(s, e3w, e3b, padding=1))], 1)
//
// the inputs are widened to fp32 once, everything runs in fp32 (normalization statistics in
// double), and every output is rounded once.
#include <cmath>
#include <cstdint>
#include <vector>

namespace {

// Loops over fewer multiply-adds than this run on one thread: a parallel region costs more than it
// saves.
constexpr int64_t kPar = int64_t{1} << 16;

// y = F.conv2d(x, W, b, stride=s, padding=p) for x [n, ci, h, w], W [co, ci, k, k], b [co] or
// null: one task per (image, output channel), accumulated tap by tap over the output plane; taps
// that land in the padding are skipped.
void conv2d(const float* x, const float* W, const float* b, float* y, int64_t n, int64_t ci,
            int64_t h, int64_t w, int64_t co, int64_t k, int64_t s, int64_t p) {
  const int64_t oh = (h + 2 * p - k) / s + 1, ow = (w + 2 * p - k) / s + 1;
#pragma omp parallel for collapse(2) schedule(static) if (n * co * oh * ow * ci * k * k > kPar)
  for (int64_t bi = 0; bi < n; ++bi)
    for (int64_t o = 0; o < co; ++o) {
      float* yo = y + (bi * co + o) * oh * ow;
      for (int64_t i = 0; i < oh * ow; ++i) yo[i] = b ? b[o] : 0.0f;
      for (int64_t c = 0; c < ci; ++c)
        for (int64_t ty = 0; ty < k; ++ty)
          for (int64_t tx = 0; tx < k; ++tx) {
            const float wv = W[((o * ci + c) * k + ty) * k + tx];
            const float* xc = x + (bi * ci + c) * h * w;
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

void relu(float* a, int64_t len) {
  for (int64_t i = 0; i < len; ++i) a[i] = a[i] < 0.0f ? 0.0f : a[i];  // NaN stays NaN
}

// The block in fp32: the squeeze conv, both expand branches written straight into their channel
// ranges of y (the 1x1 branch first), ReLU throughout.
void run(const float* x, const float* sw, const float* sb, const float* e1w, const float* e1b,
         const float* e3w, const float* e3b, float* y, int64_t n, int64_t ci, int64_t h, int64_t w,
         int64_t sq, int64_t e1, int64_t e3) {
  const int64_t S = h * w;
  std::vector<float> s(static_cast<size_t>(n * sq * S)), a(static_cast<size_t>(n * e1 * S)),
      b(static_cast<size_t>(n * e3 * S));
  conv2d(x, sw, sb, s.data(), n, ci, h, w, sq, 1, 1, 0);
  relu(s.data(), static_cast<int64_t>(s.size()));
  conv2d(s.data(), e1w, e1b, a.data(), n, sq, h, w, e1, 1, 1, 0);
  conv2d(s.data(), e3w, e3b, b.data(), n, sq, h, w, e3, 3, 1, 1);
  relu(a.data(), static_cast<int64_t>(a.size()));
  relu(b.data(), static_cast<int64_t>(b.size()));
  for (int64_t i = 0; i < n; ++i) {
    float* yi = y + i * (e1 + e3) * S;
    for (int64_t q = 0; q < e1 * S; ++q) yi[q] = a[i * e1 * S + q];
    for (int64_t q = 0; q < e3 * S; ++q) yi[e1 * S + q] = b[i * e3 * S + q];
  }
}

// The inputs widened to fp32 once.
std::vector<float> widen(const km_f16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
  for (int64_t i = 0; i < len; ++i) v[i] = km_f16_to_f32(p[i]);
  return v;
}

}  // namespace

int squeezenet_fire_module_f16(const km_f16* x, const km_f16* sw, const km_f16* sb,
                               const km_f16* e1w, const km_f16* e1b, const km_f16* e3w,
                               const km_f16* e3b, km_f16* y, int64_t n, int64_t ci, int64_t h,
                               int64_t w, int64_t sq, int64_t e1, int64_t e3) {
  const std::vector<float> x_v = widen(x, n * ci * h * w);
  const std::vector<float> sw_v = widen(sw, sq * ci * 1 * 1);
  const std::vector<float> sb_v = widen(sb, sq);
  const std::vector<float> e1w_v = widen(e1w, e1 * sq * 1 * 1);
  const std::vector<float> e1b_v = widen(e1b, e1);
  const std::vector<float> e3w_v = widen(e3w, e3 * sq * 3 * 3);
  const std::vector<float> e3b_v = widen(e3b, e3);
  std::vector<float> y_v(static_cast<size_t>(n * (e1 + e3) * h * w));
  run(x_v.data(), sw_v.data(), sb_v.data(), e1w_v.data(), e1b_v.data(), e3w_v.data(), e3b_v.data(),
      y_v.data(), n, ci, h, w, sq, e1, e3);
  for (size_t i = 0; i < y_v.size(); ++i) y[i] = km_f32_to_f16(y_v[i]);
  return 0;
}
