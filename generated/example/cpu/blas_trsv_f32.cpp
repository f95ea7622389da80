// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// solves op(T) x = b in place by substitution, T the uplo triangle of A.
int blas_trsv_f32(const float* A, float* x, int64_t n, int64_t lda, int64_t incx, int64_t uplo, int64_t trans,
         int64_t diag) {
  // op(T)(i, j): T's element (i, j), or (j, i) when transposed.
  auto e = [&](int64_t i, int64_t j) -> double { return trans ? A[j + i * lda] : A[i + j * lda]; };
  const bool lower = (uplo != 0) == (trans != 0);  // op(T) lower triangular
  for (int64_t s = 0; s < n; ++s) {
    const int64_t i = lower ? s : n - 1 - s;
    double v = x[i * incx];
    const int64_t j0 = lower ? 0 : i + 1, j1 = lower ? i : n;
    for (int64_t j = j0; j < j1; ++j) v -= e(i, j) * static_cast<double>(x[j * incx]);
    x[i * incx] = static_cast<float>(diag ? v : v / e(i, i));
  }
  return 0;
}
