// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// One row per iteration: each output reads the element its index names in the same row of x.
int gather_bf16(const km_bf16* x, const int64_t* idx, km_bf16* y, int64_t rows, int64_t n, int64_t k) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const km_bf16* xr = x + r * n;
    for (int64_t j = 0; j < k; ++j) y[r * k + j] = xr[idx[r * k + j]];
  }
  return 0;
}
