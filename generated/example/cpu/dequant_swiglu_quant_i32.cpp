// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// xf = x * weight_scale * activation_scale in fp32, swiglu, then the per-row int8 scale.
#include <cmath>
#include <vector>

// Round to nearest, ties to even (rintf in the default rounding mode), saturate, then convert:
// a plain cast would truncate, and converting before clamping overflows.
static inline int8_t q8(float u) {
  const float r = std::rint(u);
  return static_cast<int8_t>(r < -128.0f ? -128.0f : (r > 127.0f ? 127.0f : r));
}

int dequant_swiglu_quant_i32(const int32_t* x, const float* weight_scale,
                             const float* activation_scale, int8_t* q, float* s, int64_t rows,
                             int64_t h) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const int32_t* xr = x + r * 2 * h;
    const float as = activation_scale[r];
    std::vector<float> act(h);
    float amax = 0.0f;
    for (int64_t j = 0; j < h; ++j) {
      const float a = static_cast<float>(xr[j]) * weight_scale[j] * as;
      const float b = static_cast<float>(xr[h + j]) * weight_scale[h + j] * as;
      act[j] = a / (1.0f + std::exp(-a)) * b;
      amax = std::fmax(amax, std::fabs(act[j]));
    }
    const float sc = amax / 127.0f;
    s[r] = sc;
    for (int64_t j = 0; j < h; ++j) q[r * h + j] = amax == 0.0f ? 0 : q8(act[j] / sc);  // zero row
  }
  return 0;
}
