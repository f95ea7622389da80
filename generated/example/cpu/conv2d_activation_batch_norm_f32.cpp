// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.conv2d(x, W, b);
// z = torch.multiply(torch.tanh(F.softplus(z)), z);
// y = F.batch_norm(z, None, None, bw, bb, training=True, eps=eps)
//
// fp32 throughout (the statistics and reductions in double).
#include <cmath>
#include <vector>

namespace {

// Loops over fewer elements than this run on one thread: a parallel region costs more than it saves.
constexpr int64_t kPar = int64_t{1} << 16;

// An activation [N, C, H, W] in fp32 (a linear layer's output [m, n] is N = m, C = n, H = W = 1).
struct Act {
  int64_t N = 1, C = 1, H = 1, W = 1;
  std::vector<float> v;
  int64_t S() const { return H * W; }
  int64_t numel() const { return N * C * H * W; }
  void resize(int64_t n, int64_t c, int64_t h, int64_t w) {
    N = n, C = c, H = h, W = w;
    v.assign(static_cast<size_t>(numel()), 0.0f);
  }
};

// torch's softplus: z itself above 20.
inline float softplus(float z) { return z > 20.0f ? z : std::log1p(std::exp(z)); }

inline float mish(float z) { return z * std::tanh(softplus(z)); }

// y = F.conv2d(x, W, b) for x [n, ci, h, w], W [co, ci, k, k], stride 1, no padding: one task per
// (image, output channel, output row), the row accumulated over (input channel, tap) with a
// vectorised inner loop over the output columns.
Act conv2d(const float* x, const float* W, const float* b, int64_t n, int64_t ci, int64_t h,
           int64_t w, int64_t co, int64_t k) {
  Act y;
  y.resize(n, co, h - k + 1, w - k + 1);
  const int64_t oh = y.H, ow = y.W;
#pragma omp parallel for collapse(3) schedule(static)
  for (int64_t bi = 0; bi < n; ++bi)
    for (int64_t o = 0; o < co; ++o)
      for (int64_t oy = 0; oy < oh; ++oy) {
        float* yr = y.v.data() + ((bi * co + o) * oh + oy) * ow;
        for (int64_t ox = 0; ox < ow; ++ox) yr[ox] = b ? b[o] : 0.0f;
        for (int64_t c = 0; c < ci; ++c)
          for (int64_t ty = 0; ty < k; ++ty) {
            const float* xr = x + ((bi * ci + c) * h + oy + ty) * w;
            const float* wr = W + ((o * ci + c) * k + ty) * k;
            for (int64_t tx = 0; tx < k; ++tx) {
              const float wv = wr[tx];
#pragma omp simd
              for (int64_t ox = 0; ox < ow; ++ox) yr[ox] += wv * xr[ox + tx];
            }
          }
      }
  return y;
}

// Elementwise z -> f(z) in place.
template <class F>
void map(Act& a, F f) {
  float* v = a.v.data();
  const int64_t len = a.numel();
#pragma omp parallel for simd schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) v[i] = f(v[i]);
}

// F.batch_norm(z, None, None, w, b, training=True, eps=eps): per channel over its N * H * W values;
// mean and biased variance in double, two passes.
void batch_norm_train(Act& a, double eps, const float* w, const float* b) {
  const int64_t S = a.S(), C = a.C, N = a.N;
#pragma omp parallel for schedule(static) if (a.numel() > kPar)
  for (int64_t c = 0; c < C; ++c) {
    double mean = 0;
    for (int64_t n = 0; n < N; ++n)
      for (int64_t p = 0; p < S; ++p) mean += a.v[(n * C + c) * S + p];
    mean /= static_cast<double>(N * S);
    double var = 0;
    for (int64_t n = 0; n < N; ++n)
      for (int64_t p = 0; p < S; ++p) {
        const double d = a.v[(n * C + c) * S + p] - mean;
        var += d * d;
      }
    var /= static_cast<double>(N * S);
    const float rstd = static_cast<float>(1.0 / std::sqrt(var + eps)), mf = static_cast<float>(mean);
    const float wc = w[c], bc = b[c];
    for (int64_t n = 0; n < N; ++n)
      for (int64_t p = 0; p < S; ++p) {
        float& z = a.v[(n * C + c) * S + p];
        z = (z - mf) * rstd * wc + bc;
      }
  }
}

}  // namespace

int conv2d_activation_batch_norm_f32(const float* x, const float* W, const float* b,
                                     const float* bw, const float* bb, float* y, int64_t n,
                                     int64_t ci, int64_t h, int64_t w, int64_t co, int64_t k,
                                     double eps) {
  Act a = conv2d(x, W, b, n, ci, h, w, co, k);
  map(a, [=](float z) { return mish(z); });
  batch_norm_train(a, eps, bw, bb);
  const int64_t len = a.numel();
#pragma omp parallel for simd schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) y[i] = a.v[i];
  return 0;
}
