// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.relu6(F.batch_norm(F.conv2d(x, we), None, None, b1w, b1b, training=True, eps=eps))
// z = F.relu6(F.batch_norm(F.conv2d(z, wd, stride=s, padding=kr, groups=ci * e), None, None, b2w,
// b2b, training=True, eps=eps)) y = F.batch_norm(F.conv2d(z, wp), None, None, b3w, b3b,
// training=True, eps=eps) if s == 1 and ci == co:
//     y = y + x
//
// fp32 throughout (normalization statistics in double).
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

// Depthwise F.conv2d(a, wd, stride=s, padding=p, groups=c) for a [n, c, h, w], wd [c, 1, k, k].
void depthwise(const float* a, const float* wd, float* y, int64_t n, int64_t c, int64_t h,
               int64_t w, int64_t k, int64_t s, int64_t p) {
  const int64_t oh = (h + 2 * p - k) / s + 1, ow = (w + 2 * p - k) / s + 1;
#pragma omp parallel for schedule(static) if (n * c * oh * ow * k * k > kPar)
  for (int64_t i = 0; i < n * c; ++i)
    for (int64_t oy = 0; oy < oh; ++oy)
      for (int64_t ox = 0; ox < ow; ++ox) {
        float acc = 0.0f;
        for (int64_t ty = 0; ty < k; ++ty)
          for (int64_t tx = 0; tx < k; ++tx) {
            const int64_t iy = oy * s - p + ty, ix = ox * s - p + tx;
            if (iy >= 0 && iy < h && ix >= 0 && ix < w)
              acc += wd[((i % c) * k + ty) * k + tx] * a[(i * h + iy) * w + ix];
          }
        y[(i * oh + oy) * ow + ox] = acc;
      }
}

void relu6(std::vector<float>& a) {
  for (float& v : a) v = v < 0.0f ? 0.0f : (v > 6.0f ? 6.0f : v);  // NaN stays NaN
}

// The block in fp32: expand, depthwise, project (each with its batch norm), the residual.
void run(const float* x, const float* we, const float* b1w, const float* b1b, const float* wd,
         const float* b2w, const float* b2b, const float* wp, const float* b3w, const float* b3b,
         float* y, int64_t n, int64_t ci, int64_t h, int64_t w, int64_t e, int64_t co, int64_t kr,
         int64_t s, double eps) {
  const int64_t hid = ci * e, oh = (h - 1) / s + 1, ow = (w - 1) / s + 1;
  std::vector<float> a(static_cast<size_t>(n * hid * h * w)),
      d(static_cast<size_t>(n * hid * oh * ow));
  conv2d(x, we, nullptr, a.data(), n, ci, h, w, hid, 1, 1, 0);
  batch_norm_train(a.data(), n, hid, h * w, eps, b1w, b1b);
  relu6(a);
  depthwise(a.data(), wd, d.data(), n, hid, h, w, 2 * kr + 1, s, kr);
  batch_norm_train(d.data(), n, hid, oh * ow, eps, b2w, b2b);
  relu6(d);
  conv2d(d.data(), wp, nullptr, y, n, hid, oh, ow, co, 1, 1, 0);
  batch_norm_train(y, n, co, oh * ow, eps, b3w, b3b);
  if (s == 1 && ci == co)
    for (int64_t i = 0; i < n * co * oh * ow; ++i) y[i] += x[i];
}

}  // namespace

int efficientnet_mbconv_f32(const float* x, const float* we, const float* b1w, const float* b1b,
                            const float* wd, const float* b2w, const float* b2b, const float* wp,
                            const float* b3w, const float* b3b, float* y, int64_t n, int64_t ci,
                            int64_t h, int64_t w, int64_t e, int64_t co, int64_t kr, int64_t s,
                            double eps) {
  run(x, we, b1w, b1b, wd, b2w, b2b, wp, b3w, b3b, y, n, ci, h, w, e, co, kr, s, eps);
  return 0;
}
