// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// The bilinear taps of every patch row and column are computed once (float positions
// i * (g - 1) / (n - 1), align-corners style); each token then blends 4 grid rows of the
// embedding table and writes its rotary angles (patch row, then column, times inv_freq, twice).
// fp16 embeddings are widened to float, blended in float and rounded to fp16 once; cos and sin are fp32.
#include <algorithm>
#include <cmath>
#include <vector>

namespace {
struct GridTap {
  int64_t lo, hi;
  float frac;
};
std::vector<GridTap> grid_taps(int64_t n, int64_t g) {
  std::vector<GridTap> s(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) {
    const float y = n > 1 ? static_cast<float>(i) * static_cast<float>(g - 1) / static_cast<float>(n - 1) : 0.0f;
    const int64_t lo = std::min(static_cast<int64_t>(y), g - 1);
    s[static_cast<size_t>(i)] = {lo, std::min(lo + 1, g - 1), y - static_cast<float>(lo)};
  }
  return s;
}
}  // namespace

int mrope_grid_positions_f16(const km_f16* pos_embed_weight, const float* inv_freq, km_f16* pos, float* cos, float* sin,
                              int64_t t, int64_t mh, int64_t mw, int64_t g, int64_t hidden, int64_t q) {
  const std::vector<GridTap> rows = grid_taps(2 * mh, g), cols = grid_taps(2 * mw, g);
  const int64_t per_frame = 4 * mh * mw;
#pragma omp parallel for schedule(static)
  for (int64_t tok = 0; tok < t * per_frame; ++tok) {
    const int64_t k = tok % per_frame, blk = k / 4;
    const int64_t r = 2 * (blk / mw) + (k % 4) / 2, c = 2 * (blk % mw) + k % 2;
    const GridTap& y = rows[static_cast<size_t>(r)];
    const GridTap& x = cols[static_cast<size_t>(c)];
    const km_f16* w00 = pos_embed_weight + (y.lo * g + x.lo) * hidden;
    const km_f16* w01 = pos_embed_weight + (y.lo * g + x.hi) * hidden;
    const km_f16* w10 = pos_embed_weight + (y.hi * g + x.lo) * hidden;
    const km_f16* w11 = pos_embed_weight + (y.hi * g + x.hi) * hidden;
    const float a00 = (1 - y.frac) * (1 - x.frac), a01 = (1 - y.frac) * x.frac;
    const float a10 = y.frac * (1 - x.frac), a11 = y.frac * x.frac;
    for (int64_t e = 0; e < hidden; ++e)
      pos[tok * hidden + e] = km_f32_to_f16(a00 * km_f16_to_f32(w00[e]) + a01 * km_f16_to_f32(w01[e]) + a10 * km_f16_to_f32(w10[e]) + a11 * km_f16_to_f32(w11[e]));
    for (int64_t j = 0; j < 4 * q; ++j) {
      const int64_t jj = j % (2 * q);
      const float angle = static_cast<float>(jj < q ? r : c) * inv_freq[jj % q];
      cos[tok * 4 * q + j] = std::cos(angle);
      sin[tok * 4 * q + j] = std::sin(angle);
    }
  }
  return 0;
}
