// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// Per row: xs = x * smooth_scales in fp32, s = max|xs| / 127, q = round(xs / s).
#include <cmath>
#include <vector>

// Round to nearest, ties to even (rintf in the default rounding mode), saturate, then convert:
// a plain cast would truncate, and converting before clamping overflows.
static inline int8_t q8(float u) {
  const float r = std::rint(u);
  return static_cast<int8_t>(r < -128.0f ? -128.0f : (r > 127.0f ? 127.0f : r));
}

int dynamic_quant_f16(const km_f16* x, const km_f16* smooth_scales, int8_t* q, float* s,
                      int64_t rows, int64_t d) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    std::vector<float> xs(d);
    float amax = 0.0f;
    for (int64_t j = 0; j < d; ++j) {
      xs[j] = km_f16_to_f32(x[r * d + j]) * km_f16_to_f32(smooth_scales[j]);
      amax = std::fmax(amax, std::fabs(xs[j]));
    }
    const float sc = amax / 127.0f;
    s[r] = sc;
    for (int64_t j = 0; j < d; ++j) q[r * d + j] = q8(xs[j] / sc);
  }
  return 0;
}
