// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// From fp8: y = x * scale in fp32, rounded once to the output type.
#include <cmath>

int convert_fp8_f8e4m3_f32(const km_fp8e4m3* x, float* y, int64_t n, double scale) {
  const float sc = static_cast<float>(scale);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = km_fp8e4m3_to_f32(x[i]) * sc;
  return 0;
}
