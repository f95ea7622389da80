// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to fp16 once.
// The normalized pixel coordinates are formed once per column and row (fp32), then each grid
// point is the 2 x 3 transform of (x, y, 1).
#include <vector>

int affine_grid_f16(const km_f16* theta, km_f16* g, int64_t n, int64_t h, int64_t w, int64_t align_corners) {
  auto coord = [&](int64_t i, int64_t len) {
    if (align_corners) return len > 1 ? -1.0f + 2.0f * static_cast<float>(i) / static_cast<float>(len - 1) : 0.0f;
    return (2.0f * static_cast<float>(i) + 1.0f) / static_cast<float>(len) - 1.0f;
  };
  std::vector<float> xs(static_cast<size_t>(w)), ys(static_cast<size_t>(h));
  for (int64_t j = 0; j < w; ++j) xs[j] = coord(j, w);
  for (int64_t i = 0; i < h; ++i) ys[i] = coord(i, h);
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < n * h; ++t) {
    const int64_t b = t / h, i = t % h;
    float th[6];
    for (int q = 0; q < 6; ++q) th[q] = km_f16_to_f32(theta[b * 6 + q]);
    for (int64_t j = 0; j < w; ++j) {
      g[(t * w + j) * 2] = km_f32_to_f16(th[0] * xs[j] + th[1] * ys[i] + th[2]);
      g[(t * w + j) * 2 + 1] = km_f32_to_f16(th[3] * xs[j] + th[4] * ys[i] + th[5]);
    }
  }
  return 0;
}
