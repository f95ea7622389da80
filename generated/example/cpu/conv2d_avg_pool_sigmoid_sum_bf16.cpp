// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.conv2d(x, W, b);
// z = F.avg_pool2d(z, p);
// z = torch.sigmoid(z);
// y = torch.sum(z, dim=[1, 2, 3])
//
// the inputs are widened to fp32 once, everything runs in fp32 (the statistics and reductions in
// double), and every output is rounded once.
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

inline float sigmoid(float z) { return 1.0f / (1.0f + std::exp(-z)); }

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

// Sum (or mean) of everything but the sample axis: [N, 1, 1, 1], in double.
Act reduce_sample(const Act& a, bool mean) {
  Act y;
  y.resize(a.N, 1, 1, 1);
  const int64_t len = a.C * a.S();
#pragma omp parallel for schedule(static) if (a.numel() > kPar)
  for (int64_t n = 0; n < a.N; ++n) {
    double s = 0;
    for (int64_t i = 0; i < len; ++i) s += a.v[n * len + i];
    y.v[n] = static_cast<float>(mean ? s / static_cast<double>(len) : s);
  }
  return y;
}

// p x p max or average pooling, stride p, no padding, floor mode: [N, C, (H - p) / p + 1, ...].
Act pool2d(const Act& a, int64_t pk, bool max) {
  Act y;
  y.resize(a.N, a.C, (a.H - pk) / pk + 1, (a.W - pk) / pk + 1);
  const float inv = 1.0f / static_cast<float>(pk * pk);
#pragma omp parallel for collapse(2) schedule(static) if (a.numel() > kPar)
  for (int64_t nc = 0; nc < a.N * a.C; ++nc)
    for (int64_t oy = 0; oy < y.H; ++oy)
      for (int64_t ox = 0; ox < y.W; ++ox) {
        const float* v = a.v.data() + (nc * a.H + oy * pk) * a.W + ox * pk;
        float r = max ? v[0] : 0.0f;
        for (int64_t ty = 0; ty < pk; ++ty)
          for (int64_t tx = 0; tx < pk; ++tx) {
            const float z = v[ty * a.W + tx];
            r = max ? (z > r ? z : r) : r + z;
          }
        y.v[(nc * y.H + oy) * y.W + ox] = max ? r : r * inv;
      }
  return y;
}

// The inputs widened to fp32 once.
std::vector<float> widen(const km_bf16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
#pragma omp parallel for schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) v[i] = km_bf16_to_f32(p[i]);
  return v;
}

}  // namespace

int conv2d_avg_pool_sigmoid_sum_bf16(const km_bf16* x, const km_bf16* W, const km_bf16* b,
                                     km_bf16* y, int64_t n, int64_t ci, int64_t h, int64_t w,
                                     int64_t co, int64_t k, int64_t p) {
  const std::vector<float> x_v = widen(x, n * ci * h * w);
  const std::vector<float> W_v = widen(W, co * ci * k * k);
  const std::vector<float> b_v = widen(b, co);
  Act a = conv2d(x_v.data(), W_v.data(), b_v.data(), n, ci, h, w, co, k);
  a = pool2d(a, p, false);
  map(a, [=](float z) { return sigmoid(z); });
  a = reduce_sample(a, false);
  const int64_t len = a.numel();
#pragma omp parallel for schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) y[i] = km_f32_to_bf16(a.v[i]);
  return 0;
}
