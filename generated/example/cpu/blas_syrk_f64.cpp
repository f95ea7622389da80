// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// C = alpha op(A) op(A)^T + beta C on C's uplo triangle only.
int blas_syrk_f64(const double* A, double* C, int64_t n, int64_t k, int64_t lda, int64_t ldc, int64_t uplo,
         int64_t trans, double alpha, double beta) {
  auto a = [&](int64_t i, int64_t p) -> double { return trans ? A[p + i * lda] : A[i + p * lda]; };
#pragma omp parallel for schedule(dynamic, 4)
  for (int64_t j = 0; j < n; ++j) {
    const int64_t i0 = uplo ? 0 : j, i1 = uplo ? j + 1 : n;
    for (int64_t i = i0; i < i1; ++i) {
      double s = 0;
      for (int64_t p = 0; p < k; ++p) s += a(i, p) * a(j, p);
      double v = alpha * s;
      if (beta != 0) v += beta * static_cast<double>(C[i + j * ldc]);
      C[i + j * ldc] = static_cast<double>(v);
    }
  }
  return 0;
}
