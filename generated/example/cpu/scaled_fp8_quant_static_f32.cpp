// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// u = x * (1 / scale) in fp32 (as vLLM), clamped to [-448, 448] before the round-to-nearest-even
// cast (km_f32_to_fp8e4m3 would saturate anyway; vLLM clamps explicitly).
#include <cmath>

int scaled_fp8_quant_static_f32(const float* x, const float* scale, km_fp8e4m3* q, int64_t m,
                               int64_t n) {
  const float inv = 1.0f / scale[0];
  const int64_t total = m * n;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < total; ++i)
    q[i] = km_f32_to_fp8e4m3(std::fmin(std::fmax(x[i] * inv, -448.0f), 448.0f));
  return 0;
}
