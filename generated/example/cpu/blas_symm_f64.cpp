// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// C = alpha A B + beta C (side 0) or alpha B A + beta C (side 1), A symmetric
// read from its uplo triangle only.
int blas_symm_f64(const double* A, const double* B, double* C, int64_t m, int64_t n, int64_t lda, int64_t ldb,
         int64_t ldc, int64_t side, int64_t uplo, double alpha, double beta) {
  auto sym = [&](int64_t i, int64_t j) -> double {
    return (uplo ? i <= j : i >= j) ? A[i + j * lda] : A[j + i * lda];
  };
  const int64_t q = side ? n : m;
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < m; ++i) {
      double s = 0;
      for (int64_t p = 0; p < q; ++p)
        s += side ? static_cast<double>(B[i + p * ldb]) * sym(p, j) : sym(i, p) * static_cast<double>(B[p + j * ldb]);
      double v = alpha * s;
      if (beta != 0) v += beta * static_cast<double>(C[i + j * ldc]);
      C[i + j * ldc] = static_cast<double>(v);
    }
  return 0;
}
