// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// u = x / scale in fp32, rounded to nearest even and saturated to int8.
#include <cmath>

// Round to nearest, ties to even (rintf in the default rounding mode), saturate, then convert:
// a plain cast would truncate, and converting before clamping overflows.
static inline int8_t q8(float u) {
  const float r = std::rint(u);
  return static_cast<int8_t>(r < -128.0f ? -128.0f : (r > 127.0f ? 127.0f : r));
}

int scaled_int8_quant_static_bf16(const km_bf16* x, const float* scale, int8_t* q, int64_t m,
                                  int64_t n) {
  const float sc = scale[0];
  const int64_t total = m * n;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < total; ++i) q[i] = q8(km_bf16_to_f32(x[i]) / sc);
  return 0;
}
