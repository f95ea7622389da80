// Planted wrong kernel (self-test only): tokens in plain row-major patch order (row r, column c)
// instead of the spatial merge's 2 x 2 blocks (merged row, merged column, then the patches inside
// a block), so pos, cos and sin are right per patch but listed in another order. The two orders
// agree only for a single 2 x 2 block (mh = mw = 1). Caught by: every larger grid.
#include <algorithm>
#include <cmath>

int mrope_grid_positions_f32(const float* pos_embed_weight, const float* inv_freq, float* pos, float* cos, float* sin,
                             int64_t t, int64_t mh, int64_t mw, int64_t g, int64_t hidden, int64_t q) {
  const int64_t gh = 2 * mh, gw = 2 * mw, per_frame = gh * gw;
  for (int64_t tok = 0; tok < t * per_frame; ++tok) {
    const int64_t k = tok % per_frame, r = k / gw, c = k % gw;
    const float y = static_cast<float>(r) * static_cast<float>(g - 1) / static_cast<float>(gh - 1);
    const float x = static_cast<float>(c) * static_cast<float>(g - 1) / static_cast<float>(gw - 1);
    const int64_t y0 = std::min(static_cast<int64_t>(y), g - 1), y1 = std::min(y0 + 1, g - 1);
    const int64_t x0 = std::min(static_cast<int64_t>(x), g - 1), x1 = std::min(x0 + 1, g - 1);
    const float fy = y - static_cast<float>(y0), fx = x - static_cast<float>(x0);
    for (int64_t e = 0; e < hidden; ++e)
      pos[tok * hidden + e] = (1 - fy) * (1 - fx) * pos_embed_weight[(y0 * g + x0) * hidden + e] +
                              (1 - fy) * fx * pos_embed_weight[(y0 * g + x1) * hidden + e] +
                              fy * (1 - fx) * pos_embed_weight[(y1 * g + x0) * hidden + e] +
                              fy * fx * pos_embed_weight[(y1 * g + x1) * hidden + e];
    for (int64_t j = 0; j < 4 * q; ++j) {
      const int64_t jj = j % (2 * q);
      const float angle = static_cast<float>(jj < q ? r : c) * inv_freq[jj % q];
      cos[tok * 4 * q + j] = std::cos(angle);
      sin[tok * 4 * q + j] = std::sin(angle);
    }
  }
  return 0;
}
