// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.conv3d(x, W, b);
// z = z * scaling_factor;
// z = torch.tanh(z);
// z = z * bias;
// y = torch.sigmoid(z)
//
// the inputs are widened to fp32 once, everything runs in fp32 (the statistics and reductions in
// double), and every output is rounded once.
#include <cmath>
#include <cstdint>
#include <vector>

namespace {

// An activation [N, C, D, H, W] in fp32 (D = 1 for a 2-D one).
struct Act {
  int64_t N = 1, C = 1, D = 1, H = 1, W = 1;
  std::vector<float> v;
  int64_t S() const { return D * H * W; }
  int64_t numel() const { return N * C * S(); }
  void resize(int64_t n, int64_t c, int64_t d, int64_t h, int64_t w) {
    N = n, C = c, D = d, H = h, W = w;
    v.assign(static_cast<size_t>(numel()), 0.0f);
  }
};

// y = F.conv3d(x, W, b, padding=pad) for x [n, ci, d, h, w], W [co, ci, k, k, k], stride 1: one
// task per (image, output channel, output plane, output row), the row accumulated over (input
// channel, tap) with a vectorised inner loop over the output columns that see the input.
Act conv3d(const float* x, const float* W, const float* b, int64_t n, int64_t ci, int64_t d,
           int64_t h, int64_t w, int64_t co, int64_t k, int64_t pad) {
  Act y;
  y.resize(n, co, d + 2 * pad - k + 1, h + 2 * pad - k + 1, w + 2 * pad - k + 1);
  const int64_t od = y.D, oh = y.H, ow = y.W;
#pragma omp parallel for collapse(4) schedule(static)
  for (int64_t bi = 0; bi < n; ++bi)
    for (int64_t o = 0; o < co; ++o)
      for (int64_t oz = 0; oz < od; ++oz)
        for (int64_t oy = 0; oy < oh; ++oy) {
          float* yr = y.v.data() + (((bi * co + o) * od + oz) * oh + oy) * ow;
          for (int64_t ox = 0; ox < ow; ++ox) yr[ox] = b ? b[o] : 0.0f;
          for (int64_t c = 0; c < ci; ++c)
            for (int64_t tz = 0; tz < k; ++tz) {
              const int64_t iz = oz - pad + tz;
              if (iz < 0 || iz >= d) continue;
              for (int64_t ty = 0; ty < k; ++ty) {
                const int64_t iy = oy - pad + ty;
                if (iy < 0 || iy >= h) continue;
                const float* xr = x + (((bi * ci + c) * d + iz) * h + iy) * w;
                const float* wr = W + (((o * ci + c) * k + tz) * k + ty) * k;
                for (int64_t tx = 0; tx < k; ++tx) {
                  const float wv = wr[tx];
                  // ix = ox - pad + tx must lie in [0, w)
                  const int64_t lo = pad - tx > 0 ? pad - tx : 0;
                  const int64_t hi = w + pad - tx < ow ? w + pad - tx : ow;
#pragma omp simd
                  for (int64_t ox = lo; ox < hi; ++ox) yr[ox] += wv * xr[ox - pad + tx];
                }
              }
            }
        }
  return y;
}

// Loops over fewer elements than this run on one thread: a parallel region costs more than it saves.
constexpr int64_t kPar = int64_t{1} << 16;

// Elementwise z -> f(z) in place.
template <class F>
void map(Act& a, F f) {
  float* v = a.v.data();
  const int64_t len = a.numel();
#pragma omp parallel for simd schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) v[i] = f(v[i]);
}

// Elementwise per channel: z -> f(z, c) in place.
template <class F>
void map_c(Act& a, F f) {
  const int64_t S = a.S();
#pragma omp parallel for schedule(static) if (a.numel() > kPar)
  for (int64_t nc = 0; nc < a.N * a.C; ++nc) {
    const int64_t c = nc % a.C;
    float* v = a.v.data() + nc * S;
    for (int64_t p = 0; p < S; ++p) v[p] = f(v[p], c);
  }
}

inline float sigmoid(float z) { return 1.0f / (1.0f + std::exp(-z)); }

// The inputs widened to fp32 once.
std::vector<float> widen(const km_f16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
#pragma omp parallel for schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) v[i] = km_f16_to_f32(p[i]);
  return v;
}

}  // namespace

int conv3d_scaling_tanh_multiply_sigmoid_f16(const km_f16* x, const km_f16* W, const km_f16* b,
                                             const km_f16* scaling_factor, const km_f16* bias,
                                             km_f16* y, int64_t n, int64_t ci, int64_t d, int64_t h,
                                             int64_t w, int64_t co, int64_t k) {
  const std::vector<float> x_v = widen(x, n * ci * d * h * w);
  const std::vector<float> W_v = widen(W, co * ci * k * k * k);
  const std::vector<float> b_v = widen(b, co);
  const std::vector<float> scaling_factor_v = widen(scaling_factor, co * 1 * 1 * 1);
  const std::vector<float> bias_v = widen(bias, co * 1 * 1 * 1);
  Act a = conv3d(x_v.data(), W_v.data(), b_v.data(), n, ci, d, h, w, co, k, 0);
  map_c(a, [=](float z, int64_t c) { return z * scaling_factor_v.data()[c]; });
  map(a, [=](float z) { return std::tanh(z); });
  map_c(a, [=](float z, int64_t c) { return z * bias_v.data()[c]; });
  map(a, [=](float z) { return sigmoid(z); });
  const int64_t len = a.numel();
#pragma omp parallel for schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) y[i] = km_f32_to_f16(a.v[i]);
  return 0;
}
