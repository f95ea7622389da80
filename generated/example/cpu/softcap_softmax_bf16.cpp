// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Soft-capped softmax: z = cap * tanh(x / cap) per element (float), then a softmax over the row with
// the row maximum subtracted; exp values are kept in the output row and scaled by 1 / sum at the end.
// Each bf16 element is widened to float, all math is in float, and each result is rounded once.
#include <cmath>

int softcap_softmax_bf16(const km_bf16* x, km_bf16* y, int64_t rows, int64_t cols, double cap) {
  const float c = static_cast<float>(cap);
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const km_bf16* xr = x + r * cols;
    km_bf16* yr = y + r * cols;
    float m = -INFINITY;
    bool nan = false;
    for (int64_t j = 0; j < cols; ++j) {
      const float z = c * std::tanh(km_bf16_to_f32(xr[j]) / c);
      if (z != z) nan = true;
      m = z > m ? z : m;
    }
    if (nan) {
      for (int64_t j = 0; j < cols; ++j) yr[j] = km_f32_to_bf16(NAN);
      continue;
    }
    float s = 0.0f;
    for (int64_t j = 0; j < cols; ++j) s += std::exp(c * std::tanh(km_bf16_to_f32(xr[j]) / c) - m);
    const float inv = 1.0f / s;
    for (int64_t j = 0; j < cols; ++j) yr[j] = km_f32_to_bf16(std::exp(c * std::tanh(km_bf16_to_f32(xr[j]) / c) - m) * inv);
  }
  return 0;
}
