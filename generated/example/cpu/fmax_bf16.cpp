// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fmax(x, y): the larger input, ignoring a NaN operand (NaN only where both are NaN). A ternary
// (a > b ? a : b) returns b whenever a is NaN or b is NaN and a is not larger: wrong both ways.
// Each bf16 element is widened to float, evaluated as above and rounded back to bf16 once.
#include <cmath>

int fmax_bf16(const km_bf16* x, const km_bf16* y, km_bf16* z, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = km_f32_to_bf16(std::fmax(km_bf16_to_f32(x[i]), km_bf16_to_f32(y[i])));
  return 0;
}
