// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Two passes per row, both vectorizable: a SIMD max-reduction finds the row maximum, then a scan
// returns the first index holding it (so ties go to the lowest index, as torch.argmax does).
// Inputs are assumed NaN-free.
#include <limits>

int argmax_f32(const float* x, int64_t* idx, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * cols;
    // NaN counts as the largest value (torch.argmax): find the first NaN if there is one,
    // else the first element equal to the maximum.
    float m = -std::numeric_limits<float>::infinity();
    int any_nan = 0;
#pragma omp simd reduction(max : m) reduction(| : any_nan)
    for (int64_t c = 0; c < cols; ++c) {
      m = xr[c] > m ? xr[c] : m;
      any_nan |= xr[c] != xr[c];
    }
    int64_t best = 0;
    for (int64_t c = 0; c < cols; ++c) {
      if (any_nan ? xr[c] != xr[c] : xr[c] == m) {
        best = c;
        break;
      }
    }
    idx[r] = best;
  }
  return 0;
}
