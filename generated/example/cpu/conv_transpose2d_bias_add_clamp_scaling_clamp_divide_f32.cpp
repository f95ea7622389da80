// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.conv_transpose2d(x, W, b, stride=s, padding=pad, output_padding=opad);
// z = z + bias;
// z = torch.clamp(z, 0.0, 1.0);
// z = z * scaling_factor;
// z = torch.clamp(z, 0.0, 1.0);
// y = z / scaling_factor
//
// fp32 throughout (the statistics and reductions in double).
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

// y = F.conv_transpose3d(x, W, b, stride, padding, output_padding) for x [n, ci, d, h, w], W [ci,
// co, kd, k, k] (a 2-D one is d = kd = sd = 1, pd = opd = 0): each output row gathers the input
// rows whose taps land on it, one task per (image, output channel, output plane, output row).
Act conv_transpose(const float* x, const float* W, const float* b, int64_t n, int64_t ci,
                   int64_t d, int64_t h, int64_t w, int64_t co, int64_t kd, int64_t k, int64_t sd,
                   int64_t s, int64_t pd, int64_t pad, int64_t opd, int64_t opad) {
  Act y;
  y.resize(n, co, (d - 1) * sd - 2 * pd + kd + opd, (h - 1) * s - 2 * pad + k + opad,
           (w - 1) * s - 2 * pad + k + opad);
  const int64_t od = y.D, oh = y.H, ow = y.W;
#pragma omp parallel for collapse(4) schedule(static)
  for (int64_t bi = 0; bi < n; ++bi)
    for (int64_t o = 0; o < co; ++o)
      for (int64_t oz = 0; oz < od; ++oz)
        for (int64_t oy = 0; oy < oh; ++oy) {
          float* yr = y.v.data() + (((bi * co + o) * od + oz) * oh + oy) * ow;
          for (int64_t ox = 0; ox < ow; ++ox) yr[ox] = b ? b[o] : 0.0f;
          for (int64_t tz = 0; tz < kd; ++tz) {
            const int64_t nz = oz + pd - tz;  // = iz * sd
            if (nz < 0 || nz % sd != 0 || nz / sd >= d) continue;
            const int64_t iz = nz / sd;
            for (int64_t ty = 0; ty < k; ++ty) {
              const int64_t ny = oy + pad - ty;
              if (ny < 0 || ny % s != 0 || ny / s >= h) continue;
              const int64_t iy = ny / s;
              for (int64_t c = 0; c < ci; ++c) {
                const float* xr = x + (((bi * ci + c) * d + iz) * h + iy) * w;
                const float* wr = W + (((c * co + o) * kd + tz) * k + ty) * k;
                for (int64_t tx = 0; tx < k; ++tx) {
                  const float wv = wr[tx];
                  // ox = ix * s - pad + tx must lie in [0, ow)
                  int64_t lo = 0;
                  while (lo * s - pad + tx < 0) ++lo;
                  for (int64_t ix = lo; ix < w; ++ix) {
                    const int64_t ox = ix * s - pad + tx;
                    if (ox >= ow) break;
                    yr[ox] += wv * xr[ix];
                  }
                }
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

inline float clampf(float z, float lo, float hi) { return std::fmin(std::fmax(z, lo), hi); }

}  // namespace

int conv_transpose2d_bias_add_clamp_scaling_clamp_divide_f32(const float* x, const float* W,
                                                             const float* b, const float* bias,
                                                             float* y, int64_t n, int64_t ci,
                                                             int64_t h, int64_t w, int64_t co,
                                                             int64_t k, int64_t s, int64_t pad,
                                                             int64_t opad, double scaling_factor) {
  const float scaling_factor_f = static_cast<float>(scaling_factor);
  Act a = conv_transpose(x, W, b, n, ci, 1, h, w, co, 1, k, 1, s, 0, pad, 0, opad);
  map_c(a, [=](float z, int64_t c) { return z + bias[c]; });
  map(a, [=](float z) { return clampf(z, 0.0f, 1.0f); });
  map(a, [=](float z) { return z * scaling_factor_f; });
  map(a, [=](float z) { return clampf(z, 0.0f, 1.0f); });
  map(a, [=](float z) { return z / scaling_factor_f; });
  const int64_t len = a.numel();
#pragma omp parallel for simd schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) y[i] = a.v[i];
  return 0;
}
