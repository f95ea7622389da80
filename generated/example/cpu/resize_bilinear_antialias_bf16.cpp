// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// Separable, in PyTorch's form: per output row and column the tap range and normalised triangle
// weights are computed once (fp32 centre s (i + 0.5), support s when downscaling, else 1); rows
// are filtered first into a float [h, wo] scratch per plane, then columns of it.
#include <algorithm>
#include <cmath>
#include <vector>

struct AaRange {
  int64_t first, count, off;  // first input index, tap count, offset into the weight table
};

static void aa_taps(int64_t in, int64_t out, std::vector<AaRange>& r, std::vector<float>& wt) {
  const float s = static_cast<float>(in) / static_cast<float>(out);
  const float support = s >= 1.0f ? s : 1.0f, inv = s >= 1.0f ? 1.0f / s : 1.0f;
  for (int64_t i = 0; i < out; ++i) {
    const float centre = s * (static_cast<float>(i) + 0.5f);
    const int64_t lo = std::max<int64_t>(static_cast<int64_t>(centre - support + 0.5f), 0);
    const int64_t hi = std::min<int64_t>(static_cast<int64_t>(centre + support + 0.5f), in);
    const int64_t off = static_cast<int64_t>(wt.size());
    float total = 0.0f;
    for (int64_t j = lo; j < hi; ++j) {
      const float u = std::fabs((static_cast<float>(j) + 0.5f - centre) * inv);
      wt.push_back(u < 1.0f ? 1.0f - u : 0.0f);
      total += wt.back();
    }
    for (int64_t j = off; j < static_cast<int64_t>(wt.size()); ++j) wt[j] = total != 0.0f ? wt[j] / total : 0.0f;
    r.push_back({lo, hi - lo, off});
  }
}

int resize_bilinear_antialias_bf16(const km_bf16* x, km_bf16* y, int64_t n, int64_t c, int64_t h, int64_t w, int64_t ho, int64_t wo) {
  std::vector<AaRange> rr, cr;
  std::vector<float> rw, cw;
  aa_taps(h, ho, rr, rw);
  aa_taps(w, wo, cr, cw);
#pragma omp parallel
  {
    std::vector<float> tmp(static_cast<size_t>(h * wo));
#pragma omp for schedule(static)
    for (int64_t p = 0; p < n * c; ++p) {
      const km_bf16* xp = x + p * h * w;
      for (int64_t i = 0; i < h; ++i)
        for (int64_t b = 0; b < wo; ++b) {
          float s = 0.0f;
          for (int64_t j = 0; j < cr[b].count; ++j) s += cw[cr[b].off + j] * km_bf16_to_f32(xp[i * w + cr[b].first + j]);
          tmp[i * wo + b] = s;
        }
      for (int64_t a = 0; a < ho; ++a)
        for (int64_t b = 0; b < wo; ++b) {
          float s = 0.0f;
          for (int64_t i = 0; i < rr[a].count; ++i) s += rw[rr[a].off + i] * tmp[(rr[a].first + i) * wo + b];
          y[(p * ho + a) * wo + b] = km_f32_to_bf16(s);
        }
    }
  }
  return 0;
}
