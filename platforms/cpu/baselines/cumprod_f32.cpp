// kernelmark-baseline: plain C++ (no library primitive)
// SPDX-License-Identifier: Apache-2.0
// Neither OpenBLAS nor oneDNN 2.6 has a scan.

int cumprod_f32(const float* x, float* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    float acc = 1.0f;
    for (int64_t j = 0; j < cols; ++j) {
      acc *= x[r * cols + j];
      y[r * cols + j] = acc;
    }
  }
  return 0;
}
