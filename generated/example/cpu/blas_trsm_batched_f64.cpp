// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// For each b, X overwrites B[b]: op(T[b]) X = alpha B[b] (side 0) or X op(T[b]) = alpha B[b]
// (side 1), by substitution per column (left) or per row (right); A[b] and B[b] are separate
// buffers reached through the pointer arrays.
int blas_trsm_batched_f64(const double* const* A, double* const* B, int64_t batch, int64_t m, int64_t n,
                          int64_t lda, int64_t ldb, int64_t side, int64_t uplo, int64_t trans, int64_t diag,
                          double alpha) {
  // Right side: X op(T) = alpha B is op(T)^T x = alpha b for each row b of B.
  const bool tr = side ? !trans : trans != 0;
  const int64_t q = side ? n : m, systems = side ? m : n;
  const int64_t step = side ? ldb : 1, next = side ? 1 : ldb;  // element step, system step
  const bool lower = (uplo != 0) == tr;  // op(T) lower triangular
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t r = 0; r < systems; ++r) {
      const double* a = A[b];
      auto e = [&](int64_t i, int64_t j) -> double { return tr ? a[j + i * lda] : a[i + j * lda]; };
      double* x = B[b] + r * next;
      for (int64_t s = 0; s < q; ++s) {
        const int64_t i = lower ? s : q - 1 - s;
        double v = alpha * x[i * step];
        const int64_t j0 = lower ? 0 : i + 1, j1 = lower ? i : q;
        for (int64_t j = j0; j < j1; ++j) v -= e(i, j) * x[j * step];
        x[i * step] = diag ? v : v / e(i, i);
      }
    }
  return 0;
}
