// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// To fp8: y = x / scale in fp32, clamped to the format's max (saturation, as vLLM), rounded to
// nearest even.
#include <cmath>

int convert_fp8_f32_f8e4m3(const float* x, km_fp8e4m3* y, int64_t n, double scale) {
  const float sc = static_cast<float>(scale), mx = 448.0f;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i)
    y[i] = km_f32_to_fp8e4m3(std::fmin(std::fmax(x[i] / sc, -mx), mx));
  return 0;
}
