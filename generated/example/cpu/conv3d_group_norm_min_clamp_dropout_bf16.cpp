// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// z = F.conv3d(x, W, b);
// z = F.group_norm(z, g, gw, gb, eps);
// z = torch.minimum(z, lo); z = torch.clamp(z, lo, hi); y = F.dropout(z, 0.2, training=False)
//
// Computed in full, not written as the constant lo: a NaN in x makes its sample's groups NaN, and
// the NaN must come through the min and the clamp (written NaN-propagating).
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

// F.group_norm(z, g, w, b, eps) (w, b null: no affine): per sample, g groups of C / g consecutive
// channels with all their positions; mean and biased variance in double, two passes.
void group_norm(Act& a, int64_t g, double eps, const float* w, const float* b) {
  const int64_t cg = a.C / g, S = a.S(), len = cg * S;
#pragma omp parallel for schedule(static) if (a.numel() > kPar)
  for (int64_t blk = 0; blk < a.N * g; ++blk) {
    float* v = a.v.data() + blk * len;
    double mean = 0;
    for (int64_t q = 0; q < len; ++q) mean += v[q];
    mean /= static_cast<double>(len);
    double var = 0;
    for (int64_t q = 0; q < len; ++q) var += (v[q] - mean) * (v[q] - mean);
    var /= static_cast<double>(len);
    const float rstd = static_cast<float>(1.0 / std::sqrt(var + eps));
    const float mf = static_cast<float>(mean);
    const int64_t c0 = (blk % g) * cg;
    for (int64_t cc = 0; cc < cg; ++cc) {
      const float wc = w ? w[c0 + cc] : 1.0f, bc = b ? b[c0 + cc] : 0.0f;
      float* vc = v + cc * S;
      for (int64_t p = 0; p < S; ++p) vc[p] = (vc[p] - mf) * rstd * wc + bc;
    }
  }
}

// The inputs widened to fp32 once.
std::vector<float> widen(const km_bf16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
#pragma omp parallel for schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) v[i] = km_bf16_to_f32(p[i]);
  return v;
}

}  // namespace

int conv3d_group_norm_min_clamp_dropout_bf16(const km_bf16* x, const km_bf16* W, const km_bf16* b,
                                const km_bf16* gw, const km_bf16* gb, km_bf16* y, int64_t n,
                                int64_t ci, int64_t d, int64_t h, int64_t w, int64_t co, int64_t k,
                                int64_t g, double eps, double lo, double hi) {
  const std::vector<float> x_v = widen(x, n * ci * d * h * w);
  const std::vector<float> W_v = widen(W, co * ci * k * k * k);
  const std::vector<float> b_v = widen(b, co);
  const std::vector<float> gw_v = widen(gw, co);
  const std::vector<float> gb_v = widen(gb, co);
  Act a = conv3d(x_v.data(), W_v.data(), b_v.data(), n, ci, d, h, w, co, k, 0);
  group_norm(a, g, eps, gw_v.data(), gb_v.data());
  // min then clamp, NaN kept: each comparison is false for NaN, so NaN falls through.
  const float lf = static_cast<float>(lo), hf = static_cast<float>(hi);
  for (float& v : a.v) {
    v = v > lf ? lf : v;
    v = v < lf ? lf : v > hf ? hf : v;
  }
  const int64_t len = a.numel();
#pragma omp parallel for schedule(static) if (len > kPar)
  for (int64_t i = 0; i < len; ++i) y[i] = km_f32_to_bf16(a.v[i]);
  return 0;
}
