// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to fp16 once.
// One output per iteration of the flattened (plane, oh, ow) loop: the max of the window's taps
// inside the input (padding never wins); a NaN tap makes the result NaN, as torch.
#include <cmath>
#include <limits>

int max_pool2d_pad_f16(const km_f16* x, km_f16* y, int64_t n, int64_t c, int64_t h, int64_t w, int64_t k, int64_t s,
           int64_t p, int64_t dil) {
  const int64_t oh = (h + 2 * p - dil * (k - 1) - 1) / s + 1, ow = (w + 2 * p - dil * (k - 1) - 1) / s + 1;
  const int64_t total = n * c * oh * ow;
#pragma omp parallel for schedule(static)
  for (int64_t idx = 0; idx < total; ++idx) {
    const int64_t b = idx % ow, a = (idx / ow) % oh, pl = idx / (ow * oh);
    const km_f16* xp = x + pl * h * w;
    float m = -std::numeric_limits<float>::infinity();
    for (int64_t i = 0; i < k; ++i) {
      const int64_t r = a * s - p + i * dil;
      if (r < 0 || r >= h) continue;
      for (int64_t j = 0; j < k; ++j) {
        const int64_t q = b * s - p + j * dil;
        if (q < 0 || q >= w) continue;
        const float v = km_f16_to_f32(xp[r * w + q]);
        if (v > m || std::isnan(v)) m = v;
      }
    }
    y[idx] = km_f32_to_f16(m);
  }
  return 0;
}
