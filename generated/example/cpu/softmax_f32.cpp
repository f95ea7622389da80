// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Numerically stable softmax, one row per iteration: subtract the row max before exp so nothing
// overflows, store the exponentials, sum them, then scale by the reciprocal of the sum.
#include <cmath>
#include <limits>

int softmax_f32(const float* x, float* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * cols;
    float* yr = y + r * cols;
    float m = -std::numeric_limits<float>::infinity();
#pragma omp simd reduction(max : m)
    for (int64_t c = 0; c < cols; ++c) m = xr[c] > m ? xr[c] : m;
    for (int64_t c = 0; c < cols; ++c) yr[c] = std::exp(xr[c] - m);
    // Summing in a separate SIMD loop keeps one partial sum per vector lane: faster, and the
    // rounding error of the sum (which scales every output) grows far slower than a serial sum's.
    float s = 0.0f;
#pragma omp simd reduction(+ : s)
    for (int64_t c = 0; c < cols; ++c) s += yr[c];
    const float inv = 1.0f / s;
#pragma omp simd
    for (int64_t c = 0; c < cols; ++c) yr[c] *= inv;
  }
  return 0;
}
