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
    float m = -std::numeric_limits<float>::infinity();
#pragma omp simd reduction(max : m)
    for (int64_t c = 0; c < cols; ++c) m = xr[c] > m ? xr[c] : m;
    int64_t best = 0;
    for (int64_t c = 0; c < cols; ++c) {
      if (xr[c] == m) {
        best = c;
        break;
      }
    }
    idx[r] = best;
  }
  return 0;
}
