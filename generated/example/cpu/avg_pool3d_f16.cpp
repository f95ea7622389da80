// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to fp16 once.
// One output per iteration of the flattened (plane, od, oh, ow) loop: the window's taps inside
// the input are summed in float and divided by k^3 (count_include_pad).
#include <algorithm>

int avg_pool3d_f16(const km_f16* x, km_f16* y, int64_t n, int64_t c, int64_t d, int64_t h, int64_t w, int64_t k,
           int64_t s, int64_t p) {
  const int64_t od = (d + 2 * p - k) / s + 1, oh = (h + 2 * p - k) / s + 1, ow = (w + 2 * p - k) / s + 1;
  const float inv = 1.0f / static_cast<float>(k * k * k);
  const int64_t total = n * c * od * oh * ow;
#pragma omp parallel for schedule(static)
  for (int64_t idx = 0; idx < total; ++idx) {
    const int64_t cw = idx % ow, bh = (idx / ow) % oh, ad = (idx / (ow * oh)) % od, pl = idx / (ow * oh * od);
    const int64_t d0 = ad * s - p, h0 = bh * s - p, w0 = cw * s - p;
    const km_f16* xp = x + pl * d * h * w;
    float sum = 0.0f;
    for (int64_t i = std::max<int64_t>(d0, 0); i < std::min(d0 + k, d); ++i)
      for (int64_t j = std::max<int64_t>(h0, 0); j < std::min(h0 + k, h); ++j) {
        const km_f16* row = xp + (i * h + j) * w;
        for (int64_t q = std::max<int64_t>(w0, 0); q < std::min(w0 + k, w); ++q) sum += km_f16_to_f32(row[q]);
      }
    y[idx] = km_f32_to_f16(sum * inv);
  }
  return 0;
}
