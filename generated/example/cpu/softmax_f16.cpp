// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Numerically stable softmax in float on fp16 data: each thread widens a row into a float scratch
// buffer, subtracts the row max, exponentiates and sums in float, and rounds each output to fp16
// once.
#include <cmath>
#include <limits>
#include <vector>

int softmax_f16(const km_f16* x, km_f16* y, int64_t rows, int64_t cols) {
#pragma omp parallel
  {
    std::vector<float> e(cols);
#pragma omp for schedule(static)
    for (int64_t r = 0; r < rows; ++r) {
      const km_f16* xr = x + r * cols;
      km_f16* yr = y + r * cols;
      float m = -std::numeric_limits<float>::infinity();
#pragma omp simd reduction(max : m)
      for (int64_t c = 0; c < cols; ++c) {
        e[c] = km_f16_to_f32(xr[c]);
        m = e[c] > m ? e[c] : m;
      }
      for (int64_t c = 0; c < cols; ++c) e[c] = std::exp(e[c] - m);
      // A separate SIMD sum keeps one partial sum per vector lane (faster and more accurate).
      float s = 0.0f;
#pragma omp simd reduction(+ : s)
      for (int64_t c = 0; c < cols; ++c) s += e[c];
      const float inv = 1.0f / s;
      for (int64_t c = 0; c < cols; ++c) yr[c] = km_f32_to_f16(e[c] * inv);
    }
  }
  return 0;
}
