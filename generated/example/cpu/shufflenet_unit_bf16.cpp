// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// bn = lambda z, w_, b_: F.batch_norm(z, None, None, w_, b_, training=True, eps=eps)
// z = F.relu(bn(F.conv2d(x, w1, groups=g), b1w, b1b))
// z = bn(F.conv2d(z, w2, padding=1, groups=g * mg), b2w, b2b)
// z = z.view(n, g, mg, h, w).transpose(1, 2).reshape(n, g * mg, h, w)
// z = F.relu(bn(F.conv2d(z, w3, groups=g), b3w, b3b))
// y = z + (x if cig == 4 * mg else bn(F.conv2d(x, ws), bsw, bsb))
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

// Grouped F.conv2d(a, W, groups=g) with a 1x1 kernel: a [n, ci, S], W [co, ci / g, 1, 1].
void conv1x1(const float* a, const float* W, float* y, int64_t n, int64_t ci, int64_t co, int64_t g,
             int64_t S) {
  const int64_t cig = ci / g, cog = co / g;
#pragma omp parallel for collapse(2) schedule(static) if (n * co * cig * S > kPar)
  for (int64_t i = 0; i < n; ++i)
    for (int64_t o = 0; o < co; ++o) {
      float* yo = y + (i * co + o) * S;
      for (int64_t p = 0; p < S; ++p) yo[p] = 0.0f;
      for (int64_t c = 0; c < cig; ++c) {
        const float wv = W[o * cig + c];
        const float* ac = a + (i * ci + (o / cog) * cig + c) * S;
        for (int64_t p = 0; p < S; ++p) yo[p] += wv * ac[p];
      }
    }
}

// Depthwise F.conv2d(a, W, padding=1, groups=c) with a 3x3 kernel: a [n, c, h, w], W [c, 1, 3, 3].
void depthwise3(const float* a, const float* W, float* y, int64_t n, int64_t c, int64_t h,
                int64_t w) {
#pragma omp parallel for schedule(static) if (n * c * h * w * 9 > kPar)
  for (int64_t i = 0; i < n * c; ++i)
    for (int64_t oy = 0; oy < h; ++oy)
      for (int64_t ox = 0; ox < w; ++ox) {
        float acc = 0.0f;
        for (int64_t ty = 0; ty < 3; ++ty)
          for (int64_t tx = 0; tx < 3; ++tx) {
            const int64_t iy = oy - 1 + ty, ix = ox - 1 + tx;
            if (iy >= 0 && iy < h && ix >= 0 && ix < w)
              acc += W[(i % c) * 9 + ty * 3 + tx] * a[(i * h + iy) * w + ix];
          }
        y[(i * h + oy) * w + ox] = acc;
      }
}

void relu(std::vector<float>& a) {
  for (float& v : a) v = v < 0.0f ? 0.0f : v;  // NaN stays NaN
}

// The unit in fp32: the three convolutions with their batch norms, the shuffle folded into the
// copy between the depthwise conv and the last grouped conv, the shortcut.
void run(const float* x, const float* w1, const float* b1w, const float* b1b, const float* w2,
         const float* b2w, const float* b2b, const float* w3, const float* b3w, const float* b3b,
         const float* ws, const float* bsw, const float* bsb, float* y, int64_t n, int64_t g,
         int64_t cig, int64_t mg, int64_t h, int64_t w, double eps) {
  const int64_t ci = g * cig, mid = g * mg, co = 4 * mid, S = h * w;
  std::vector<float> a(static_cast<size_t>(n * mid * S)), b(a.size()), c(a.size());
  conv1x1(x, w1, a.data(), n, ci, mid, g, S);
  batch_norm_train(a.data(), n, mid, S, eps, b1w, b1b);
  relu(a);
  depthwise3(a.data(), w2, b.data(), n, mid, h, w);
  batch_norm_train(b.data(), n, mid, S, eps, b2w, b2b);
  for (int64_t i = 0; i < n; ++i)  // shuffle: channel j * g + q <- channel q * mg + j
    for (int64_t q = 0; q < g; ++q)
      for (int64_t j = 0; j < mg; ++j)
        for (int64_t p = 0; p < S; ++p)
          c[((i * mid) + j * g + q) * S + p] = b[((i * mid) + q * mg + j) * S + p];
  std::vector<float> o(static_cast<size_t>(n * co * S));
  conv1x1(c.data(), w3, o.data(), n, mid, co, g, S);
  batch_norm_train(o.data(), n, co, S, eps, b3w, b3b);
  relu(o);
  if (ci == co) {
    for (int64_t i = 0; i < n * co * S; ++i) y[i] = o[i] + x[i];
  } else {
    conv1x1(x, ws, y, n, ci, co, 1, S);
    batch_norm_train(y, n, co, S, eps, bsw, bsb);
    for (int64_t i = 0; i < n * co * S; ++i) y[i] += o[i];
  }
}

// The inputs widened to fp32 once.
std::vector<float> widen(const km_bf16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
  for (int64_t i = 0; i < len; ++i) v[i] = km_bf16_to_f32(p[i]);
  return v;
}

}  // namespace

int shufflenet_unit_bf16(const km_bf16* x, const km_bf16* w1, const km_bf16* b1w,
                         const km_bf16* b1b, const km_bf16* w2, const km_bf16* b2w,
                         const km_bf16* b2b, const km_bf16* w3, const km_bf16* b3w,
                         const km_bf16* b3b, const km_bf16* ws, const km_bf16* bsw,
                         const km_bf16* bsb, km_bf16* y, int64_t n, int64_t g, int64_t cig,
                         int64_t mg, int64_t h, int64_t w, double eps) {
  const std::vector<float> x_v = widen(x, n * g * cig * h * w);
  const std::vector<float> w1_v = widen(w1, g * mg * cig * 1 * 1);
  const std::vector<float> b1w_v = widen(b1w, g * mg);
  const std::vector<float> b1b_v = widen(b1b, g * mg);
  const std::vector<float> w2_v = widen(w2, g * mg * 1 * 3 * 3);
  const std::vector<float> b2w_v = widen(b2w, g * mg);
  const std::vector<float> b2b_v = widen(b2b, g * mg);
  const std::vector<float> w3_v = widen(w3, 4 * g * mg * mg * 1 * 1);
  const std::vector<float> b3w_v = widen(b3w, 4 * g * mg);
  const std::vector<float> b3b_v = widen(b3b, 4 * g * mg);
  const std::vector<float> ws_v = widen(ws, 4 * g * mg * g * cig * 1 * 1);
  const std::vector<float> bsw_v = widen(bsw, 4 * g * mg);
  const std::vector<float> bsb_v = widen(bsb, 4 * g * mg);
  std::vector<float> y_v(static_cast<size_t>(n * 4 * g * mg * h * w));
  run(x_v.data(), w1_v.data(), b1w_v.data(), b1b_v.data(), w2_v.data(), b2w_v.data(), b2b_v.data(),
      w3_v.data(), b3w_v.data(), b3b_v.data(), ws_v.data(), bsw_v.data(), bsb_v.data(), y_v.data(),
      n, g, cig, mg, h, w, eps);
  for (size_t i = 0; i < y_v.size(); ++i) y[i] = km_f32_to_bf16(y_v[i]);
  return 0;
}
