// KernelMark planted kernel (test input, not a sample): trsm whose right-side solve X op(T) =
// alpha B runs op(T) x = alpha b on each row of B instead of op(T)^T x = alpha b (the transpose
// forgotten): right for side = 0, wrong for side = 1.

int blas_trsm_f32(const float* A, float* B, int64_t m, int64_t n, int64_t lda, int64_t ldb,
                  int64_t side, int64_t uplo, int64_t trans, int64_t diag, double alpha) {
  const bool tr = trans != 0;  // should be !trans on the right side
  const int64_t q = side ? n : m, systems = side ? m : n;
  const int64_t step = side ? ldb : 1, next = side ? 1 : ldb;
  auto e = [&](int64_t i, int64_t j) -> double { return tr ? A[j + i * lda] : A[i + j * lda]; };
  const bool lower = (uplo != 0) == tr;
  for (int64_t r = 0; r < systems; ++r) {
    float* x = B + r * next;
    for (int64_t s = 0; s < q; ++s) {
      const int64_t i = lower ? s : q - 1 - s;
      double v = alpha * static_cast<double>(x[i * step]);
      const int64_t j0 = lower ? 0 : i + 1, j1 = lower ? i : q;
      for (int64_t j = j0; j < j1; ++j) v -= e(i, j) * static_cast<double>(x[j * step]);
      x[i * step] = static_cast<float>(diag ? v : v / e(i, i));
    }
  }
  return 0;
}
