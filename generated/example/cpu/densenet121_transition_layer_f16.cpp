// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.relu(F.batch_norm(x, None, None, bnw, bnb, training=True, eps=eps))
// y = F.avg_pool2d(F.conv2d(z, cw), kernel_size=2, stride=2)
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

// 2 x 2 pooling with stride 2, floor mode, on a [nc, h, w] into y [nc, h / 2, w / 2]: the window's
// maximum (max_pool2d; a NaN wins) or mean (avg_pool2d).
void pool2(const float* a, float* y, int64_t nc, int64_t h, int64_t w, bool max) {
  const int64_t oh = h / 2, ow = w / 2;
  for (int64_t i = 0; i < nc; ++i)
    for (int64_t oy = 0; oy < oh; ++oy)
      for (int64_t ox = 0; ox < ow; ++ox) {
        const float* r = a + (i * h + 2 * oy) * w + 2 * ox;
        const float v[4] = {r[0], r[1], r[w], r[w + 1]};
        float o = v[0];
        if (max) {
          for (int q = 1; q < 4; ++q)
            o = (v[q] > o || std::isnan(v[q])) && !std::isnan(o) ? v[q] : o;
        } else {
          o = (v[0] + v[1] + v[2] + v[3]) * 0.25f;
        }
        y[(i * oh + oy) * ow + ox] = o;
      }
}

// The layer in fp32: batch norm and ReLU on a copy of x, the 1x1 conv, the 2 x 2 mean.
void run(const float* x, const float* bnw, const float* bnb, const float* cw, float* y, int64_t n,
         int64_t ci, int64_t h, int64_t w, int64_t co, double eps) {
  std::vector<float> a(x, x + n * ci * h * w), c(static_cast<size_t>(n * co * h * w));
  batch_norm_train(a.data(), n, ci, h * w, eps, bnw, bnb);
  relu(a.data(), static_cast<int64_t>(a.size()));
  conv2d(a.data(), cw, nullptr, c.data(), n, ci, h, w, co, 1, 1, 0);
  pool2(c.data(), y, n * co, h, w, false);
}

// The inputs widened to fp32 once.
std::vector<float> widen(const km_f16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
  for (int64_t i = 0; i < len; ++i) v[i] = km_f16_to_f32(p[i]);
  return v;
}

}  // namespace

int densenet121_transition_layer_f16(const km_f16* x, const km_f16* bnw, const km_f16* bnb,
                                     const km_f16* cw, km_f16* y, int64_t n, int64_t ci, int64_t h,
                                     int64_t w, int64_t co, double eps) {
  const std::vector<float> x_v = widen(x, n * ci * h * w);
  const std::vector<float> bnw_v = widen(bnw, ci);
  const std::vector<float> bnb_v = widen(bnb, ci);
  const std::vector<float> cw_v = widen(cw, co * ci * 1 * 1);
  std::vector<float> y_v(static_cast<size_t>(n * co * (h / 2) * (w / 2)));
  run(x_v.data(), bnw_v.data(), bnb_v.data(), cw_v.data(), y_v.data(), n, ci, h, w, co, eps);
  for (size_t i = 0; i < y_v.size(); ++i) y[i] = km_f32_to_f16(y_v[i]);
  return 0;
}
