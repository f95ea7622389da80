// KernelMark planted kernel (test input, not a sample): trsv that always divides by the stored
// diagonal: right for diag = 0, wrong for diag = 1 (a unit diagonal, the stored one not read).

int blas_trsv_f32(const float* A, float* x, int64_t n, int64_t lda, int64_t incx, int64_t uplo,
                  int64_t trans, int64_t diag) {
  (void)diag;
  auto e = [&](int64_t i, int64_t j) -> double { return trans ? A[j + i * lda] : A[i + j * lda]; };
  const bool lower = (uplo != 0) == (trans != 0);
  for (int64_t s = 0; s < n; ++s) {
    const int64_t i = lower ? s : n - 1 - s;
    double v = x[i * incx];
    const int64_t j0 = lower ? 0 : i + 1, j1 = lower ? i : n;
    for (int64_t j = j0; j < j1; ++j) v -= e(i, j) * double(x[j * incx]);
    x[i * incx] = float(v / e(i, i));
  }
  return 0;
}
