// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to fp16 once.
// One (sample, output pixel) per iteration: unnormalize the grid point (align_corners = False),
// then blend the 4 neighbours of every channel, neighbours outside the input counting as 0.
#include <cmath>

int grid_sample_f16(const km_f16* x, const km_f16* grid, km_f16* y, int64_t n, int64_t c, int64_t h, int64_t w, int64_t ho,
           int64_t wo) {
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < n * ho * wo; ++t) {
    const int64_t b = t / (ho * wo), pix = t % (ho * wo);
    const float ix = ((km_f16_to_f32(grid[t * 2]) + 1.0f) * static_cast<float>(w) - 1.0f) * 0.5f;
    const float iy = ((km_f16_to_f32(grid[t * 2 + 1]) + 1.0f) * static_cast<float>(h) - 1.0f) * 0.5f;
    const float fx0 = std::floor(ix), fy0 = std::floor(iy);
    const int64_t x0 = static_cast<int64_t>(fx0), y0 = static_cast<int64_t>(fy0);
    const float fx = ix - fx0, fy = iy - fy0;
    const float wts[4] = {(1 - fx) * (1 - fy), fx * (1 - fy), (1 - fx) * fy, fx * fy};
    const int64_t xs[4] = {x0, x0 + 1, x0, x0 + 1}, ys[4] = {y0, y0, y0 + 1, y0 + 1};
    for (int64_t ch = 0; ch < c; ++ch) {
      const km_f16* xp = x + (b * c + ch) * h * w;
      float s = 0.0f;
      for (int q = 0; q < 4; ++q)
        if (xs[q] >= 0 && xs[q] < w && ys[q] >= 0 && ys[q] < h) s += wts[q] * km_f16_to_f32(xp[ys[q] * w + xs[q]]);
      y[(b * c + ch) * ho * wo + pix] = km_f32_to_f16(s);
    }
  }
  return 0;
}
