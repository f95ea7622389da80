// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Per d-row: de-interleave into q (evens, then odds) in fp32, then y = q * cos + rotate_half(q) *
// sin with the batch's cos/sin row at the row's position s, rounded once.
#include <vector>

namespace {
inline float ld(km_f16 v) { return km_f16_to_f32(v); }
inline km_f16 st(float v) { return km_f32_to_f16(v); }
}  // namespace

int interleave_rope_f16(const km_f16* x, const km_f16* cos, const km_f16* sin, km_f16* y, int64_t b,
                         int64_t h, int64_t s, int64_t d) {
  if (d % 2 != 0) return 1;
  const int64_t half = d / 2;
#pragma omp parallel for schedule(static)
  for (int64_t row = 0; row < b * h * s; ++row) {
    std::vector<float> q(static_cast<size_t>(d));
    for (int64_t j = 0; j < half; ++j) {
      q[j] = ld(x[row * d + 2 * j]);
      q[half + j] = ld(x[row * d + 2 * j + 1]);
    }
    const int64_t tab = ((row / (h * s)) * s + row % s) * d;
    for (int64_t e = 0; e < d; ++e) {
      const float rot = e < half ? -q[e + half] : q[e - half];
      y[row * d + e] = st(q[e] * ld(cos[tab + e]) + rot * ld(sin[tab + e]));
    }
  }
  return 0;
}
