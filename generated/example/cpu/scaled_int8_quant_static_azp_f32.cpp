// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// round(x / scale) in fp32, then + azp in integers, saturated to int8.
#include <cmath>

int scaled_int8_quant_static_azp_f32(const float* x, const float* scale, const int32_t* azp,
                                     int8_t* q, int64_t m, int64_t n) {
  const float sc = scale[0];
  const int64_t total = m * n;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < total; ++i) {
    // Clamp the rounded quotient into int32's range first (the saturation inputs overflow it).
    const float r = std::fmin(std::fmax(std::rint(x[i] / sc), -1e9f), 1e9f);
    const int64_t v = static_cast<int64_t>(r) + azp[0];
    q[i] = static_cast<int8_t>(v < -128 ? -128 : (v > 127 ? 127 : v));
  }
  return 0;
}
