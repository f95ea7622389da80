// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to fp16 once.
// Two passes: u = bilinear 2x upsampling of x into a float scratch (align_corners = False:
// source max((i + 0.5) / 2 - 0.5, 0)), then per output pixel the affine_grid point of theta over
// u's pixel centres and a bilinear blend of u's 4 neighbours (outside ones count 0).
#include <algorithm>
#include <cmath>
#include <vector>

int upsample_grid_sample_f16(const km_f16* x, const km_f16* theta, km_f16* y, int64_t n, int64_t c, int64_t h, int64_t w) {
  const int64_t H = 2 * h, W = 2 * w;
  std::vector<float> u(static_cast<size_t>(n * c * H * W));
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < n * c * H; ++t) {
    const int64_t p = t / H, a = t % H;
    const float sr = std::max((static_cast<float>(a) + 0.5f) * 0.5f - 0.5f, 0.0f);
    const int64_t r0 = std::min(static_cast<int64_t>(sr), h - 1), r1 = std::min(r0 + 1, h - 1);
    const float lr = sr - static_cast<float>(r0);
    for (int64_t b = 0; b < W; ++b) {
      const float sc = std::max((static_cast<float>(b) + 0.5f) * 0.5f - 0.5f, 0.0f);
      const int64_t c0 = std::min(static_cast<int64_t>(sc), w - 1), c1 = std::min(c0 + 1, w - 1);
      const float lc = sc - static_cast<float>(c0);
      const km_f16* xp = x + p * h * w;
      const float top = (1 - lc) * km_f16_to_f32(xp[r0 * w + c0]) + lc * km_f16_to_f32(xp[r0 * w + c1]);
      const float bot = (1 - lc) * km_f16_to_f32(xp[r1 * w + c0]) + lc * km_f16_to_f32(xp[r1 * w + c1]);
      u[t * W + b] = (1 - lr) * top + lr * bot;
    }
  }
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < n * H * W; ++t) {
    const int64_t b = t / (H * W), i = (t / W) % H, j = t % W;
    float th[6];
    for (int q = 0; q < 6; ++q) th[q] = km_f16_to_f32(theta[b * 6 + q]);
    const float xn = (2.0f * static_cast<float>(j) + 1.0f) / static_cast<float>(W) - 1.0f;
    const float yn = (2.0f * static_cast<float>(i) + 1.0f) / static_cast<float>(H) - 1.0f;
    const float ix = ((th[0] * xn + th[1] * yn + th[2] + 1.0f) * static_cast<float>(W) - 1.0f) * 0.5f;
    const float iy = ((th[3] * xn + th[4] * yn + th[5] + 1.0f) * static_cast<float>(H) - 1.0f) * 0.5f;
    const float fx0 = std::floor(ix), fy0 = std::floor(iy);
    const int64_t x0 = static_cast<int64_t>(fx0), y0 = static_cast<int64_t>(fy0);
    const float fx = ix - fx0, fy = iy - fy0;
    const float wts[4] = {(1 - fx) * (1 - fy), fx * (1 - fy), (1 - fx) * fy, fx * fy};
    const int64_t xs[4] = {x0, x0 + 1, x0, x0 + 1}, ys[4] = {y0, y0, y0 + 1, y0 + 1};
    for (int64_t ch = 0; ch < c; ++ch) {
      const float* up = u.data() + (b * c + ch) * H * W;
      float s = 0.0f;
      for (int q = 0; q < 4; ++q)
        if (xs[q] >= 0 && xs[q] < W && ys[q] >= 0 && ys[q] < H) s += wts[q] * up[ys[q] * W + xs[q]];
      y[((b * c + ch) * H + i) * W + j] = km_f32_to_f16(s);
    }
  }
  return 0;
}
