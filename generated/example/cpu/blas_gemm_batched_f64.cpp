// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// batch gemms over arrays of matrix pointers (each matrix its own buffer), column-major, double
// accumulation; beta = 0 never reads C.
int blas_gemm_batched_f64(const double* const* A, const double* const* B, double* const* C, int64_t batch, int64_t m,
                          int64_t n, int64_t k, int64_t lda, int64_t ldb, int64_t ldc, int64_t transa,
                          int64_t transb, double alpha, double beta) {
  const int64_t lda_r = transa ? lda : 1, lda_c = transa ? 1 : lda;
  const int64_t ldb_r = transb ? ldb : 1, ldb_c = transb ? 1 : ldb;
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t j = 0; j < n; ++j) {
      const double* a = A[b];
      const double* bm = B[b];
      double* c = C[b];
      for (int64_t i = 0; i < m; ++i) {
        double s = 0;
        for (int64_t p = 0; p < k; ++p)
          s += static_cast<double>(a[i * lda_r + p * lda_c]) * static_cast<double>(bm[p * ldb_r + j * ldb_c]);
        double v = alpha * s;
        if (beta != 0) v += beta * static_cast<double>(c[i + j * ldc]);
        c[i + j * ldc] = v;
      }
    }
  return 0;
}
