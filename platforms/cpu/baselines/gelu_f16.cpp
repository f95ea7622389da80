// kernelmark-baseline: plain C++ (no library primitive)
// SPDX-License-Identifier: Apache-2.0
// oneDNN 2.6 has no f16 eltwise on CPU.
#include <cmath>

int gelu_f16(const km_f16* x, km_f16* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    float v = km_f16_to_f32(x[i]);
    y[i] = km_f32_to_f16(0.5f * v * std::erfc(-v * 0.70710678118654752f));
  }
  return 0;
}
