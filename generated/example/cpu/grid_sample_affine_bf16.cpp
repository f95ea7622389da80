// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// Per output pixel: its affine_grid point (pixel centres, align_corners = False) from theta in
// float, unnormalized, then the 4 neighbours of every channel blended (outside ones count 0).
#include <cmath>

int grid_sample_affine_bf16(const km_bf16* x, const km_bf16* theta, km_bf16* y, int64_t n, int64_t c, int64_t h, int64_t w) {
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < n * h * w; ++t) {
    const int64_t b = t / (h * w), i = (t / w) % h, j = t % w;
    float th[6];
    for (int q = 0; q < 6; ++q) th[q] = km_bf16_to_f32(theta[b * 6 + q]);
    const float xn = (2.0f * static_cast<float>(j) + 1.0f) / static_cast<float>(w) - 1.0f;
    const float yn = (2.0f * static_cast<float>(i) + 1.0f) / static_cast<float>(h) - 1.0f;
    const float gx = th[0] * xn + th[1] * yn + th[2], gy = th[3] * xn + th[4] * yn + th[5];
    const float ix = ((gx + 1.0f) * static_cast<float>(w) - 1.0f) * 0.5f;
    const float iy = ((gy + 1.0f) * static_cast<float>(h) - 1.0f) * 0.5f;
    const float fx0 = std::floor(ix), fy0 = std::floor(iy);
    const int64_t x0 = static_cast<int64_t>(fx0), y0 = static_cast<int64_t>(fy0);
    const float fx = ix - fx0, fy = iy - fy0;
    const float wts[4] = {(1 - fx) * (1 - fy), fx * (1 - fy), (1 - fx) * fy, fx * fy};
    const int64_t xs[4] = {x0, x0 + 1, x0, x0 + 1}, ys[4] = {y0, y0, y0 + 1, y0 + 1};
    for (int64_t ch = 0; ch < c; ++ch) {
      const km_bf16* xp = x + (b * c + ch) * h * w;
      float s = 0.0f;
      for (int q = 0; q < 4; ++q)
        if (xs[q] >= 0 && xs[q] < w && ys[q] >= 0 && ys[q] < h) s += wts[q] * km_bf16_to_f32(xp[ys[q] * w + xs[q]]);
      y[((b * c + ch) * h + i) * w + j] = km_f32_to_bf16(s);
    }
  }
  return 0;
}
