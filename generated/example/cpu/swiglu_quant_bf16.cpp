// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// act = silu(left half) * right half in fp32, then the per-row int8 scale max|act| / 127.
#include <cmath>
#include <vector>

// Round to nearest, ties to even (rintf in the default rounding mode), saturate, then convert:
// a plain cast would truncate, and converting before clamping overflows.
static inline int8_t q8(float u) {
  const float r = std::rint(u);
  return static_cast<int8_t>(r < -128.0f ? -128.0f : (r > 127.0f ? 127.0f : r));
}

int swiglu_quant_bf16(const km_bf16* x, int8_t* q, float* s, int64_t rows, int64_t h) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const km_bf16* xr = x + r * 2 * h;
    std::vector<float> act(h);
    float amax = 0.0f;
    for (int64_t j = 0; j < h; ++j) {
      const float a = km_bf16_to_f32(xr[j]);
      act[j] = a / (1.0f + std::exp(-a)) * km_bf16_to_f32(xr[h + j]);
      amax = std::fmax(amax, std::fabs(act[j]));
    }
    const float sc = amax / 127.0f;
    s[r] = sc;
    for (int64_t j = 0; j < h; ++j) q[r * h + j] = q8(act[j] / sc);
  }
  return 0;
}
