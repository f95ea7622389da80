// Planted wrong kernel (self-test only): the residual block with BatchNorm in eval mode, as after
// model.eval() on a freshly built model (running mean 0, running variance 1: z / sqrt(1 + eps) * w
// + b) instead of the batch statistics the source uses (KernelBench calls the model in training
// mode). Measured: the first small case already fails (4 of 4 elements outside the tolerance, up
// to 1.6 off).
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
    const double mean = 0.0, var = 1.0;  // the running statistics of a fresh nn.BatchNorm2d
    const double scale = w[c] / std::sqrt(var + eps);
    for (int64_t i = 0; i < N; ++i)
      for (int64_t p = 0; p < S; ++p) {
        float& z = a[(i * C + c) * S + p];
        z = static_cast<float>((z - mean) * scale + b[c]);
      }
  }
}

// The block in fp32: both convolutions with their batch norms, the downsample path (conv1x1 with
// the block's stride and its batch norm) on x, the sum and the final ReLU.
void run(const float* x, const float* w1, const float* bn1w, const float* bn1b, const float* w2,
         const float* bn2w, const float* bn2b, const float* wd, const float* bndw,
         const float* bndb, float* y, int64_t n, int64_t ci, int64_t h, int64_t w, int64_t co,
         int64_t s, double eps) {
  const int64_t oh = (h - 1) / s + 1, ow = (w - 1) / s + 1, S = oh * ow;
  std::vector<float> a(static_cast<size_t>(n * co * S)), d(a.size());
  conv2d(x, w1, nullptr, a.data(), n, ci, h, w, co, 3, s, 1);
  batch_norm_train(a.data(), n, co, S, eps, bn1w, bn1b);
  relu(a.data(), static_cast<int64_t>(a.size()));
  conv2d(a.data(), w2, nullptr, y, n, co, oh, ow, co, 3, 1, 1);
  batch_norm_train(y, n, co, S, eps, bn2w, bn2b);
  conv2d(x, wd, nullptr, d.data(), n, ci, h, w, co, 1, s, 0);
  batch_norm_train(d.data(), n, co, S, eps, bndw, bndb);
  for (int64_t i = 0; i < n * co * S; ++i) y[i] += d[i];
  relu(y, n * co * S);
}

}  // namespace

int resnet_basic_block_f32(const float* x, const float* w1, const float* bn1w, const float* bn1b,
                           const float* w2, const float* bn2w, const float* bn2b, const float* wd,
                           const float* bndw, const float* bndb, float* y, int64_t n, int64_t ci,
                           int64_t h, int64_t w, int64_t co, int64_t s, double eps) {
  run(x, w1, bn1w, bn1b, w2, bn2w, bn2b, wd, bndw, bndb, y, n, ci, h, w, co, s, eps);
  return 0;
}
