// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// o = 0
// q = 0
// for i in range(L):
//     c = c0 + i * g
//     z = F.relu(F.batch_norm(x, None, None, bnw[q:q + c], bnb[q:q + c], training=True, eps=eps))
//     x = torch.cat([x, F.conv2d(z, cw[o:o + 9 * g * c].view(g, c, 3, 3), padding=1)], 1)
//     o += 9 * g * c
//     q += c
// y = x
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

// The block in fp32: y holds x and the features so far, as [n, c0 + L g, h, w]; layer i reads its
// first c = c0 + i g channels (copied out with the batch norm applied) and writes its g new ones.
void run(const float* x, const float* bnw, const float* bnb, const float* cw, float* y, int64_t n,
         int64_t c0, int64_t h, int64_t wd, int64_t g, int64_t L, double eps) {
  const int64_t S = h * wd, ct = c0 + L * g;
  for (int64_t i = 0; i < n; ++i)
    for (int64_t q = 0; q < c0 * S; ++q) y[i * ct * S + q] = x[i * c0 * S + q];
  int64_t o = 0, q = 0;
  for (int64_t l = 0; l < L; ++l) {
    const int64_t c = c0 + l * g;
    std::vector<float> z(static_cast<size_t>(n * c * S)), f(static_cast<size_t>(n * g * S));
    for (int64_t i = 0; i < n; ++i)
      for (int64_t p = 0; p < c * S; ++p) z[i * c * S + p] = y[i * ct * S + p];
    batch_norm_train(z.data(), n, c, S, eps, bnw + q, bnb + q);
    relu(z.data(), static_cast<int64_t>(z.size()));
    conv2d(z.data(), cw + o, nullptr, f.data(), n, c, h, wd, g, 3, 1, 1);
    for (int64_t i = 0; i < n; ++i)
      for (int64_t p = 0; p < g * S; ++p) y[(i * ct + c) * S + p] = f[i * g * S + p];
    o += 9 * g * c;
    q += c;
  }
}

}  // namespace

int densenet121_dense_block_f32(const float* x, const float* bnw, const float* bnb, const float* cw,
                                float* y, int64_t n, int64_t c0, int64_t h, int64_t w, int64_t g,
                                int64_t L, double eps) {
  run(x, bnw, bnb, cw, y, n, c0, h, w, g, L, eps);
  return 0;
}
