// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.conv_transpose2d(x, W, b, stride=s, padding=pad, output_padding=opad);
// z = F.max_pool2d(z, p);
// z = F.hardtanh(z, lo, hi);
// z = torch.mean(z, dim=(2, 3), keepdim=True);
// y = torch.tanh(z)
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

// p x p max or average pooling of a 2-D activation, stride p, no padding, floor mode.
Act pool2d(const Act& a, int64_t pk, bool max) {
  Act y;
  y.resize(a.N, a.C, 1, (a.H - pk) / pk + 1, (a.W - pk) / pk + 1);
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

// Mean over every spatial position of each (sample, channel), in double: [N, C, 1, 1, 1].
Act spatial_mean(const Act& a) {
  Act y;
  y.resize(a.N, a.C, 1, 1, 1);
  const int64_t S = a.S();
#pragma omp parallel for schedule(static) if (a.numel() > kPar)
  for (int64_t nc = 0; nc < a.N * a.C; ++nc) {
    double r = 0;
    for (int64_t p = 0; p < S; ++p) r += a.v[nc * S + p];
    y.v[nc] = static_cast<float>(r / static_cast<double>(S));
  }
  return y;
}

inline float clampf(float z, float lo, float hi) { return std::fmin(std::fmax(z, lo), hi); }

// The inputs widened to fp32 once.
std::vector<float> widen(const km_f16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
#pragma omp parallel for schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) v[i] = km_f16_to_f32(p[i]);
  return v;
}

}  // namespace

int conv_transpose2d_max_pool_hardtanh_mean_tanh_f16(const km_f16* x, const km_f16* W,
                                                     const km_f16* b, km_f16* y, int64_t n,
                                                     int64_t ci, int64_t h, int64_t w, int64_t co,
                                                     int64_t k, int64_t s, int64_t pad,
                                                     int64_t opad, int64_t p, double lo,
                                                     double hi) {
  const std::vector<float> x_v = widen(x, n * ci * h * w);
  const std::vector<float> W_v = widen(W, ci * co * k * k);
  const std::vector<float> b_v = widen(b, co);
  const float lo_f = static_cast<float>(lo);
  const float hi_f = static_cast<float>(hi);
  Act a = conv_transpose(x_v.data(), W_v.data(), b_v.data(), n, ci, 1, h, w, co, 1, k, 1, s, 0, pad, 0, opad);
  a = pool2d(a, p, true);
  map(a, [=](float z) { return clampf(z, lo_f, hi_f); });
  a = spatial_mean(a);
  map(a, [=](float z) { return std::tanh(z); });
  const int64_t len = a.numel();
#pragma omp parallel for schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) y[i] = km_f32_to_f16(a.v[i]);
  return 0;
}
