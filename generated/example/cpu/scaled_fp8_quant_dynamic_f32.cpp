// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// s = amax(|x|) / 448 over the tensor (fp32); q = clamp(x * (1 / s), +-448) into e4m3.
#include <cmath>

int scaled_fp8_quant_dynamic_f32(const float* x, km_fp8e4m3* q, float* s, int64_t m, int64_t n) {
  const int64_t total = m * n;
  float amax = 0.0f;
#pragma omp parallel for reduction(max : amax) schedule(static)
  for (int64_t i = 0; i < total; ++i) amax = std::fmax(amax, std::fabs(x[i]));
  const float sc = amax / 448.0f, inv = 1.0f / sc;
  s[0] = sc;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < total; ++i)
    q[i] = km_f32_to_fp8e4m3(std::fmin(std::fmax(x[i] * inv, -448.0f), 448.0f));
  return 0;
}
