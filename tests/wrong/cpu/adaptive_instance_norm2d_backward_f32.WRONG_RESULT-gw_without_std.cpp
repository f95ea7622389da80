// Planted wrong kernel (self-test only): the sample with gw summing gy * (x - mean), forgetting
// the division by std[n, c] (std is drawn in [0.5, 2], so every channel's gw is off by a factor
// between 0.5 and 2 per plane). gx and gb stay right. Caught by: gw on every shape set.
#include <cstdint>

#define LD(v) (v)
#define ST(v) (v)

int adaptive_instance_norm2d_backward_f32(const float* gy, const float* x, const float* mean, const float* std_,
                                         const float* weight, float* gx, float* gw, float* gb, int64_t n,
                                         int64_t c, int64_t h, int64_t w) {
  const int64_t hw = h * w;
#pragma omp parallel for schedule(static)
  for (int64_t ch = 0; ch < c; ++ch) {
    double sw = 0, sb = 0;
    for (int64_t b = 0; b < n; ++b) {
      const int64_t nc = b * c + ch;
      const float inv = 1.0f / LD(std_[nc]), m = LD(mean[nc]), scale = LD(weight[ch]) * inv;
      for (int64_t i = nc * hw; i < (nc + 1) * hw; ++i) {
        const float g = LD(gy[i]);
        gx[i] = ST(g * scale);
        sw += static_cast<double>(g) * (LD(x[i]) - m);  // defect: xhat without the division by std
        sb += g;
      }
    }
    gw[ch] = ST(static_cast<float>(sw));
    gb[ch] = ST(static_cast<float>(sb));
  }
  return 0;
}
