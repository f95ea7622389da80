// kernelmark-baseline: plain C++ (no library primitive)
// SPDX-License-Identifier: Apache-2.0
// oneDNN has no arg-reduction; first index of the maximum wins on ties.

int argmax_f32(const float* x, int64_t* idx, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * cols;
    int64_t best = 0;
    // NaN counts as the largest value, as in torch.argmax: the first NaN wins.
    for (int64_t c = 1; c < cols && xr[best] == xr[best]; ++c)
      if (xr[c] > xr[best] || xr[c] != xr[c]) best = c;
    idx[r] = best;
  }
  return 0;
}
