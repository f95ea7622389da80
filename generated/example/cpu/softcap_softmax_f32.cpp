// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Soft-capped softmax: z = cap * tanh(x / cap) per element (float), then a softmax over the row with
// the row maximum subtracted; exp values are kept in the output row and scaled by 1 / sum at the end.
#include <cmath>

int softcap_softmax_f32(const float* x, float* y, int64_t rows, int64_t cols, double cap) {
  const float c = static_cast<float>(cap);
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * cols;
    float* yr = y + r * cols;
    float m = -INFINITY;
    bool nan = false;
    for (int64_t j = 0; j < cols; ++j) {
      const float z = c * std::tanh(xr[j] / c);
      if (z != z) nan = true;
      m = z > m ? z : m;
    }
    if (nan) {
      for (int64_t j = 0; j < cols; ++j) yr[j] = NAN;
      continue;
    }
    float s = 0.0f;
    for (int64_t j = 0; j < cols; ++j) s += std::exp(c * std::tanh(xr[j] / c) - m);
    const float inv = 1.0f / s;
    for (int64_t j = 0; j < cols; ++j) yr[j] = std::exp(c * std::tanh(xr[j] / c) - m) * inv;
  }
  return 0;
}
