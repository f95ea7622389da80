// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// C = diag(x) A (side 0) or A diag(x) (side 1), column-major.
int blas_dgmm_f32(const float* A, const float* x, float* C, int64_t m, int64_t n, int64_t lda, int64_t incx,
         int64_t ldc, int64_t side) {
#pragma omp parallel for schedule(static)
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < m; ++i) C[i + j * ldc] = A[i + j * lda] * x[(side ? j : i) * incx];
  return 0;
}
