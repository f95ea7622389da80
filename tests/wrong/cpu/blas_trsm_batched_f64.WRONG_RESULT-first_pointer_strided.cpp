// KernelMark planted kernel (test input, not a sample): treats the A matrices as one strided buffer,
// reaching matrix b as A[0] + b * (T's order) * lda (the layout of
// cublas<t>trsm on a strided batch) instead of following the pointer arrays: only batch = 1 is
// right, and the items the harness places apart are read from guard zones.
int blas_trsm_batched_f64(const double* const* A, double* const* B, int64_t batch, int64_t m, int64_t n,
                          int64_t lda, int64_t ldb, int64_t side, int64_t uplo, int64_t trans, int64_t diag,
                          double alpha) {
  const bool tr = side ? !trans : trans != 0;
  const int64_t q = side ? n : m, systems = side ? m : n;
  const int64_t step = side ? ldb : 1, next = side ? 1 : ldb;
  const bool lower = (uplo != 0) == tr;
  for (int64_t b = 0; b < batch; ++b) {
    const double* a = A[0] + b * q * lda;
    double* Bb = B[b];
    auto e = [&](int64_t i, int64_t j) -> double { return tr ? a[j + i * lda] : a[i + j * lda]; };
    for (int64_t r = 0; r < systems; ++r) {
      double* x = Bb + r * next;
      for (int64_t s = 0; s < q; ++s) {
        const int64_t i = lower ? s : q - 1 - s;
        double v = alpha * x[i * step];
        const int64_t j0 = lower ? 0 : i + 1, j1 = lower ? i : q;
        for (int64_t j = j0; j < j1; ++j) v -= e(i, j) * x[j * step];
        x[i * step] = diag ? v : v / e(i, i);
      }
    }
  }
  return 0;
}
