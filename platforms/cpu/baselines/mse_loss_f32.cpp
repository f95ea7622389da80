// kernelmark-baseline: plain C++ (no library primitive)
// SPDX-License-Identifier: Apache-2.0
// oneDNN has no loss primitives.

int mse_loss_f32(const float* x, const float* y, float* loss, int64_t n) {
  double total = 0.0;
#pragma omp parallel for schedule(static) reduction(+ : total)
  for (int64_t i = 0; i < n; ++i) {
    double t = static_cast<double>(x[i]) - static_cast<double>(y[i]);
    total += t * t;
  }
  loss[0] = static_cast<float>(total / static_cast<double>(n));
  return 0;
}
