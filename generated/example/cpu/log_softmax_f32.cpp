// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// log_softmax(x) = x - (max + log(sum(exp(x - max)))), one row per iteration. Working from the
// log-sum-exp avoids taking log of tiny softmax values.
#include <cmath>
#include <limits>

int log_softmax_f32(const float* x, float* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * cols;
    float* yr = y + r * cols;
    float m = -std::numeric_limits<float>::infinity();
#pragma omp simd reduction(max : m)
    for (int64_t c = 0; c < cols; ++c) m = xr[c] > m ? xr[c] : m;
    // y doubles as scratch for the exponentials, so the sum runs as a separate SIMD reduction
    // (one partial sum per vector lane) instead of a serial chain behind each exp call.
    for (int64_t c = 0; c < cols; ++c) yr[c] = std::exp(xr[c] - m);
    float s = 0.0f;
#pragma omp simd reduction(+ : s)
    for (int64_t c = 0; c < cols; ++c) s += yr[c];
    const float lse = m + std::log(s);
#pragma omp simd
    for (int64_t c = 0; c < cols; ++c) yr[c] = xr[c] - lse;
  }
  return 0;
}
