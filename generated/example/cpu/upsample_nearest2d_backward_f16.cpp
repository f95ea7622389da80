// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to fp16 once.
// Source indices as PyTorch computes them (exact halving for out = 2 in, else floor(o * s) in
// fp32 with s = float(in) / float(out)); per plane a float buffer accumulates, rounded once.
#include <algorithm>
#include <cmath>
#include <vector>

static inline int64_t nearest_src(int64_t o, int64_t in, int64_t out) {
  if (out == 2 * in) return o >> 1;
  const float s = static_cast<float>(in) / static_cast<float>(out);
  return std::min(static_cast<int64_t>(std::floor(static_cast<float>(o) * s)), in - 1);
}

int upsample_nearest2d_backward_f16(const km_f16* gy, km_f16* gx, int64_t n, int64_t c, int64_t h, int64_t w, int64_t ho, int64_t wo) {
  std::vector<int64_t> rs(static_cast<size_t>(ho)), cs(static_cast<size_t>(wo));
  for (int64_t a = 0; a < ho; ++a) rs[a] = nearest_src(a, h, ho);
  for (int64_t b = 0; b < wo; ++b) cs[b] = nearest_src(b, w, wo);
#pragma omp parallel
  {
    std::vector<float> acc(static_cast<size_t>(h * w));
#pragma omp for schedule(static)
    for (int64_t p = 0; p < n * c; ++p) {
      std::fill(acc.begin(), acc.end(), 0.0f);
      for (int64_t a = 0; a < ho; ++a)
        for (int64_t b = 0; b < wo; ++b) acc[rs[a] * w + cs[b]] += km_f16_to_f32(gy[(p * ho + a) * wo + b]);
      for (int64_t k = 0; k < h * w; ++k) gx[p * h * w + k] = km_f32_to_f16(acc[k]);
    }
  }
  return 0;
}
