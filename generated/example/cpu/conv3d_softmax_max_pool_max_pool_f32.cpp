// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.conv3d(x, W, b);
// z = torch.softmax(z, dim=1);
// z = F.max_pool3d(z, p);
// y = F.max_pool3d(z, p)
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

// softmax over the channel axis at every position (max-shifted, the sum in double).
void softmax_channels(Act& a) {
  const int64_t S = a.S(), C = a.C;
#pragma omp parallel for collapse(2) schedule(static) if (a.numel() > kPar)
  for (int64_t bi = 0; bi < a.N; ++bi)
    for (int64_t p = 0; p < S; ++p) {
      float* v = a.v.data() + bi * C * S + p;
      float mx = v[0];
      for (int64_t c = 1; c < C; ++c) mx = v[c * S] > mx ? v[c * S] : mx;
      double sum = 0;
      for (int64_t c = 0; c < C; ++c) {
        v[c * S] = std::exp(v[c * S] - mx);
        sum += v[c * S];
      }
      const float inv = static_cast<float>(1.0 / sum);
      for (int64_t c = 0; c < C; ++c) v[c * S] *= inv;
    }
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

int conv3d_softmax_max_pool_max_pool_f32(const float* x, const float* W, const float* b, float* y,
                                         int64_t n, int64_t ci, int64_t d, int64_t h, int64_t w,
                                         int64_t co, int64_t k, int64_t p) {
  Act a = conv3d(x, W, b, n, ci, d, h, w, co, k, 0);
  softmax_channels(a);
  a = pool3d(a, p, true);
  a = pool3d(a, p, true);
  const int64_t len = a.numel();
#pragma omp parallel for simd schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) y[i] = a.v[i];
  return 0;
}
