// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.conv_transpose3d(x, W, b, stride=s, padding=pad, output_padding=opad);
// z = F.max_pool3d(z, p);
// z = F.max_pool3d(z, q);
// y = torch.sum(z, dim=1, keepdim=True)
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

enum class Red { sum, mean, min, max, logsumexp };

// A reduction over the channel axis at every position, kept as one channel: [N, 1, D, H, W].
Act reduce_channels(const Act& a, Red op) {
  Act y;
  y.resize(a.N, 1, a.D, a.H, a.W);
  const int64_t S = a.S(), C = a.C;
#pragma omp parallel for collapse(2) schedule(static) if (a.numel() > kPar)
  for (int64_t bi = 0; bi < a.N; ++bi)
    for (int64_t p = 0; p < S; ++p) {
      const float* v = a.v.data() + bi * C * S + p;
      double r;
      if (op == Red::sum || op == Red::mean) {
        r = 0;
        for (int64_t c = 0; c < C; ++c) r += v[c * S];
        if (op == Red::mean) r /= static_cast<double>(C);
      } else if (op == Red::min || op == Red::max) {
        float m = v[0];
        for (int64_t c = 1; c < C; ++c)
          m = op == Red::max ? (v[c * S] > m ? v[c * S] : m) : (v[c * S] < m ? v[c * S] : m);
        r = m;
      } else {
        float mx = v[0];
        for (int64_t c = 1; c < C; ++c) mx = v[c * S] > mx ? v[c * S] : mx;
        double sum = 0;
        for (int64_t c = 0; c < C; ++c) sum += std::exp(static_cast<double>(v[c * S] - mx));
        r = mx + std::log(sum);
      }
      y.v[bi * S + p] = static_cast<float>(r);
    }
  return y;
}

// p x p x p max or average pooling, stride p, no padding, floor mode.
Act pool3d(const Act& a, int64_t pk, bool max) {
  Act y;
  y.resize(a.N, a.C, (a.D - pk) / pk + 1, (a.H - pk) / pk + 1, (a.W - pk) / pk + 1);
  const float inv = 1.0f / static_cast<float>(pk * pk * pk);
#pragma omp parallel for collapse(2) schedule(static) if (a.numel() > kPar)
  for (int64_t nc = 0; nc < a.N * a.C; ++nc)
    for (int64_t oz = 0; oz < y.D; ++oz)
      for (int64_t oy = 0; oy < y.H; ++oy)
        for (int64_t ox = 0; ox < y.W; ++ox) {
          const float* v = a.v.data() + ((nc * a.D + oz * pk) * a.H + oy * pk) * a.W + ox * pk;
          float r = max ? v[0] : 0.0f;
          for (int64_t tz = 0; tz < pk; ++tz)
            for (int64_t ty = 0; ty < pk; ++ty)
              for (int64_t tx = 0; tx < pk; ++tx) {
                const float z = v[(tz * a.H + ty) * a.W + tx];
                r = max ? (z > r ? z : r) : r + z;
              }
          y.v[((nc * y.D + oz) * y.H + oy) * y.W + ox] = max ? r : r * inv;
        }
  return y;
}

}  // namespace

int conv_transpose3d_max_max_sum_f32(const float* x, const float* W, const float* b, float* y,
                                     int64_t n, int64_t ci, int64_t d, int64_t h, int64_t w,
                                     int64_t co, int64_t k, int64_t s, int64_t pad, int64_t opad,
                                     int64_t p, int64_t q) {
  Act a = conv_transpose(x, W, b, n, ci, d, h, w, co, k, k, s, s, pad, pad, opad, opad);
  a = pool3d(a, p, true);
  a = pool3d(a, q, true);
  a = reduce_channels(a, Red::sum);
  const int64_t len = a.numel();
#pragma omp parallel for simd schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) y[i] = a.v[i];
  return 0;
}
