// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// C = alpha op(A) op(B) + beta C, column-major; beta = 0 never reads C.
int blas_gemm_f64(const double* A, const double* B, double* C, int64_t m, int64_t n, int64_t k, int64_t lda,
         int64_t ldb, int64_t ldc, int64_t transa, int64_t transb, double alpha, double beta) {
  const int64_t lda_r = transa ? lda : 1, lda_c = transa ? 1 : lda;  // op(A)(i, p) strides
  const int64_t ldb_r = transb ? ldb : 1, ldb_c = transb ? 1 : ldb;  // op(B)(p, j) strides
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < m; ++i) {
      double s = 0;
      for (int64_t p = 0; p < k; ++p)
        s += static_cast<double>((A[i * lda_r + p * lda_c])) * static_cast<double>((B[p * ldb_r + j * ldb_c]));
      double v = alpha * s;
      if (beta != 0) v += beta * static_cast<double>(C[i + j * ldc]);
      C[i + j * ldc] = static_cast<double>(v);
    }
  return 0;
}
