// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Channels in parallel: each channel walks its n planes of h * w, writing gx = gy * (w / std)
// and summing gy * (x - mean) / std and gy in double for gw and gb.
#include <cstdint>

#define LD(v) km_bf16_to_f32(v)
#define ST(v) km_f32_to_bf16(v)

int adaptive_instance_norm2d_backward_bf16(const km_bf16* gy, const km_bf16* x, const km_bf16* mean, const km_bf16* std_,
                                         const km_bf16* weight, km_bf16* gx, km_bf16* gw, km_bf16* gb, int64_t n,
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
        sw += static_cast<double>(g) * (LD(x[i]) - m) * inv;
        sb += g;
      }
    }
    gw[ch] = ST(static_cast<float>(sw));
    gb[ch] = ST(static_cast<float>(sb));
  }
  return 0;
}
