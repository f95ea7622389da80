// kernelmark-baseline: plain C++ (no library primitive)
// SPDX-License-Identifier: Apache-2.0
// oneDNN 2.6 has no f16 reduction on CPU.

int sum_dim_f16(const km_f16* x, km_f16* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    float s = 0.0f;
    for (int64_t c = 0; c < cols; ++c) s += km_f16_to_f32(x[r * cols + c]);
    y[r] = km_f32_to_f16(s);
  }
  return 0;
}
