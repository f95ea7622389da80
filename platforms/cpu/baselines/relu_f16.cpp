// kernelmark-baseline: plain C++ (no library primitive)
// kernelmark-baseline-excludes: specials: oneDNN eltwise_relu maps NaN to 0 (torch.relu keeps NaN), seen 2026-12-01
// SPDX-License-Identifier: Apache-2.0
// oneDNN 2.6 has no f16 eltwise on CPU.

int relu_f16(const km_f16* x, km_f16* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    float v = km_f16_to_f32(x[i]);
    y[i] = km_f32_to_f16(v < 0.0f ? 0.0f : v);
  }
  return 0;
}
