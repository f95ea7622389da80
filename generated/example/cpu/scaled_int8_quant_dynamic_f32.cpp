// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// Per row: amax in fp32, s = amax / 127, u = x / s rounded to nearest even.
#include <cmath>

// Round to nearest, ties to even (rintf in the default rounding mode), saturate, then convert:
// a plain cast would truncate, and converting before clamping overflows.
static inline int8_t q8(float u) {
  const float r = std::rint(u);
  return static_cast<int8_t>(r < -128.0f ? -128.0f : (r > 127.0f ? 127.0f : r));
}

int scaled_int8_quant_dynamic_f32(const float* x, int8_t* q, float* s, int64_t m, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < m; ++r) {
    const float* xr = x + r * n;
    float amax = 0.0f;
    for (int64_t j = 0; j < n; ++j) amax = std::fmax(amax, std::fabs(xr[j]));
    const float sc = amax / 127.0f;
    s[r] = sc;
    for (int64_t j = 0; j < n; ++j) q[r * n + j] = q8(xr[j] / sc);
  }
  return 0;
}
