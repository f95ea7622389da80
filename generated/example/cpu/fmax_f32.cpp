// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fmax(x, y): the larger input, ignoring a NaN operand (NaN only where both are NaN). A ternary
// (a > b ? a : b) returns b whenever a is NaN or b is NaN and a is not larger: wrong both ways.
#include <cmath>

int fmax_f32(const float* x, const float* y, float* z, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = std::fmax(x[i], y[i]);
  return 0;
}
