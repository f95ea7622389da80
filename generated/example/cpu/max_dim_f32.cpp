// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Row maximum with a SIMD max-reduction. Like x.amax(-1), a NaN in a row makes the result NaN
// (checked separately, since vector max instructions drop NaN operands).
#include <limits>

int max_dim_f32(const float* x, float* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * cols;
    float m = -std::numeric_limits<float>::infinity();
    int nan = 0;
#pragma omp simd reduction(max : m) reduction(| : nan)
    for (int64_t c = 0; c < cols; ++c) {
      m = xr[c] > m ? xr[c] : m;
      nan |= xr[c] != xr[c];
    }
    y[r] = nan ? std::numeric_limits<float>::quiet_NaN() : m;
  }
  return 0;
}
