// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// rms norm in fp32 (y never rounded to T), then the per-row int8 scale max|y| / 127.
#include <cmath>
#include <vector>

// Round to nearest, ties to even (rintf in the default rounding mode), saturate, then convert:
// a plain cast would truncate, and converting before clamping overflows.
static inline int8_t q8(float u) {
  const float r = std::rint(u);
  return static_cast<int8_t>(r < -128.0f ? -128.0f : (r > 127.0f ? 127.0f : r));
}

int rms_norm_dynamic_per_token_quant_f16(const km_f16* x, const km_f16* w, int8_t* q, float* s,
                                         int64_t rows, int64_t d, double eps) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const km_f16* xr = x + r * d;
    std::vector<float> y(d);
    float ss = 0.0f;
    for (int64_t i = 0; i < d; ++i) ss += km_f16_to_f32(xr[i]) * km_f16_to_f32(xr[i]);
    const float inv = 1.0f / std::sqrt(ss / static_cast<float>(d) + static_cast<float>(eps));
    float amax = 0.0f;
    for (int64_t i = 0; i < d; ++i) {
      y[i] = km_f16_to_f32(xr[i]) * inv * km_f16_to_f32(w[i]);
      amax = std::fmax(amax, std::fabs(y[i]));
    }
    const float sc = amax / 127.0f;
    s[r] = sc;
    for (int64_t i = 0; i < d; ++i) q[r * d + i] = q8(y[i] / sc);
  }
  return 0;
}
