// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// o = []
// def take(t, *shape):  # t's next n elements, as shape: each tensor is read front to back
//     for at in o:
//         if at[0] is t:
//             break
//     else:
//         at = [t, 0]; o.append(at)
//     n = math.prod(shape); v = t[at[1]:at[1] + n].reshape(shape); at[1] += n
//     return v
// def cbr(x, co, k, s, g, act):
//     x = F.conv2d(x, take(Wc, co, x.shape[1] // g, k, k), None, s, k // 2, 1, g)
//     x = F.batch_norm(x, None, None, take(bnw, co), take(bnb, co), True, 0.1, eps)
//     return F.relu6(x) if act else x
// x = cbr(img, 4 * u, 3, 2, 1, True)
// for t, c, reps, s in ((1, 2, 1, 1), (6, 3, 2, 2), (6, 4, 3, 2), (6, 8, 4, 2), (6, 12, 3, 1), (6, 20, 3, 2), (6, 40, 1, 1)):
//     for i in range(reps):
//         hid = x.shape[1] * t
//         if t != 1:
//             x = cbr(x, hid, 1, 1, 1, True)
//         x = cbr(x, hid, 3, s if i == 0 else 1, hid, True)
//         x = cbr(x, c * u, 1, 1, 1, False)
// x = cbr(x, 160 * u, 1, 1, 1, True)
// y = F.linear(x.mean((2, 3)), Wf, bf)
//
// fp32 inside (BatchNorm statistics in double): inputs widened once, y rounded once.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace {

// Loops over fewer multiply-adds than this run on one thread: a parallel region costs more than it
// saves.
constexpr int64_t kPar = int64_t{1} << 16;

// A feature map [n, c, h, w] and the cursors over the packed weights.
struct Map {
  int64_t n, c, h, w;
  std::vector<float> v;
};

struct Net {
  const float* Wc;
  const float* bnw;
  const float* bnb;
  double eps;

  // conv k x k (stride s, padding k / 2, groups g, no bias), training-mode BatchNorm (batch
  // statistics in double, biased variance), then ReLU6 where `relu6`.
  void cbr(Map& x, int64_t co, int64_t k, int64_t s, int64_t g, bool relu6) {
    const int64_t p = k / 2, cig = x.c / g, cog = co / g;
    const int64_t ho = (x.h + 2 * p - k) / s + 1, wo = (x.w + 2 * p - k) / s + 1;
    Map y{x.n, co, ho, wo, std::vector<float>(static_cast<size_t>(x.n * co * ho * wo))};
    const float* W = Wc;
    Wc += co * cig * k * k;
#pragma omp parallel for collapse(2) schedule(static) if (x.n * co * ho * wo * cig * k * k > kPar)
    for (int64_t b = 0; b < x.n; ++b)
      for (int64_t o = 0; o < co; ++o) {
        const int64_t g0 = o / cog * cig;
        float* out = y.v.data() + (b * co + o) * ho * wo;
        for (int64_t oy = 0; oy < ho; ++oy)
          for (int64_t ox = 0; ox < wo; ++ox) {
            float acc = 0.0f;
            for (int64_t ci = 0; ci < cig; ++ci) {
              const float* in = x.v.data() + (b * x.c + g0 + ci) * x.h * x.w;
              const float* wk = W + (o * cig + ci) * k * k;
              for (int64_t ky = 0; ky < k; ++ky) {
                const int64_t iy = oy * s + ky - p;
                if (iy < 0 || iy >= x.h) continue;
                for (int64_t kx = 0; kx < k; ++kx) {
                  const int64_t ix = ox * s + kx - p;
                  if (ix >= 0 && ix < x.w) acc += wk[ky * k + kx] * in[iy * x.w + ix];
                }
              }
            }
            out[oy * wo + ox] = acc;
          }
      }
    const int64_t hw = ho * wo;
#pragma omp parallel for schedule(static) if (y.v.size() > static_cast<size_t>(kPar))
    for (int64_t o = 0; o < co; ++o) {
      double mean = 0, var = 0;
      for (int64_t b = 0; b < y.n; ++b)
        for (int64_t q = 0; q < hw; ++q) mean += y.v[(b * co + o) * hw + q];
      mean /= static_cast<double>(y.n * hw);
      for (int64_t b = 0; b < y.n; ++b)
        for (int64_t q = 0; q < hw; ++q) {
          const double d = y.v[(b * co + o) * hw + q] - mean;
          var += d * d;
        }
      const double rstd = 1.0 / std::sqrt(var / static_cast<double>(y.n * hw) + eps);
      for (int64_t b = 0; b < y.n; ++b)
        for (int64_t q = 0; q < hw; ++q) {
          float& e = y.v[(b * co + o) * hw + q];
          e = static_cast<float>((e - mean) * rstd) * bnw[o] + bnb[o];
          if (relu6) e = std::min(std::max(e, 0.0f), 6.0f);
        }
    }
    bnw += co;
    bnb += co;
    x = std::move(y);
  }
};

void run(const float* img, const float* Wc, const float* bnw, const float* bnb, const float* Wf,
         const float* bf, float* out, int64_t n, int64_t u, int64_t h, int64_t w, int64_t classes,
         double eps) {
  Net net{Wc, bnw, bnb, eps};
  Map x{n, 3, h, w, std::vector<float>(img, img + n * 3 * h * w)};
  net.cbr(x, 4 * u, 3, 2, 1, true);
  // (expansion t, output width in units of u, blocks, first block's stride); no block adds its
  // input (KernelBench's model never uses its residual flag).
  const int64_t table[7][4] = {{1, 2, 1, 1},  {6, 3, 2, 2},  {6, 4, 3, 2}, {6, 8, 4, 2},
                               {6, 12, 3, 1}, {6, 20, 3, 2}, {6, 40, 1, 1}};
  for (const auto& row : table)
    for (int64_t i = 0; i < row[2]; ++i) {
      const int64_t hid = x.c * row[0];
      if (row[0] != 1) net.cbr(x, hid, 1, 1, 1, true);
      net.cbr(x, hid, 3, i == 0 ? row[3] : 1, hid, true);
      net.cbr(x, row[1] * u, 1, 1, 1, false);
    }
  net.cbr(x, 160 * u, 1, 1, 1, true);
  // The mean over positions, then the classifier.
  const int64_t hw = x.h * x.w, D = x.c;
  std::vector<float> m(static_cast<size_t>(n * D));
  for (int64_t b = 0; b < n; ++b)
    for (int64_t c = 0; c < D; ++c) {
      float acc = 0.0f;
      for (int64_t q = 0; q < hw; ++q) acc += x.v[(b * D + c) * hw + q];
      m[b * D + c] = acc / static_cast<float>(hw);
    }
  for (int64_t b = 0; b < n; ++b)
    for (int64_t j = 0; j < classes; ++j) {
      float acc = 0.0f;
      for (int64_t c = 0; c < D; ++c) acc += m[b * D + c] * Wf[j * D + c];
      out[b * classes + j] = acc + bf[j];
    }
}

// The inputs widened to fp32 once.
std::vector<float> widen(const km_bf16* p, int64_t len) {
  std::vector<float> v(static_cast<size_t>(len));
  for (int64_t i = 0; i < len; ++i) v[i] = km_bf16_to_f32(p[i]);
  return v;
}

}  // namespace

int mobilenet_v2_bf16(const km_bf16* img, const km_bf16* Wc, const km_bf16* bnw, const km_bf16* bnb,
                      const km_bf16* Wf, const km_bf16* bf, km_bf16* y, int64_t n, int64_t u, int64_t h,
                      int64_t w, int64_t classes, double eps) {
  const std::vector<float> img_v = widen(img, n * 3 * h * w), Wc_v = widen(Wc, 33198 * u * u + 8136 * u);
  const std::vector<float> bnw_v = widen(bnw, 2132 * u), bnb_v = widen(bnb, 2132 * u);
  const std::vector<float> Wf_v = widen(Wf, classes * 160 * u), bf_v = widen(bf, classes);
  std::vector<float> out(static_cast<size_t>(n * classes));
  run(img_v.data(), Wc_v.data(), bnw_v.data(), bnb_v.data(), Wf_v.data(), bf_v.data(), out.data(), n,
      u, h, w, classes, eps);
  for (int64_t i = 0; i < n * classes; ++i) y[i] = km_f32_to_bf16(out[i]);
  return 0;
}
