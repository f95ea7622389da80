// KernelMark planted kernel (test input, not a sample): reads A[0] and B[0] for every batch (as if
// the pointer arrays held one shared operand), writing each C[b] from them: right only where
// batch = 1.
int blas_gemm_batched_f32(const float* const* A, const float* const* B, float* const* C, int64_t batch, int64_t m,
                          int64_t n, int64_t k, int64_t lda, int64_t ldb, int64_t ldc, int64_t transa,
                          int64_t transb, double alpha, double beta) {
  const int64_t lda_r = transa ? lda : 1, lda_c = transa ? 1 : lda;
  const int64_t ldb_r = transb ? ldb : 1, ldb_c = transb ? 1 : ldb;
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < m; ++i) {
        double s = 0;
        for (int64_t p = 0; p < k; ++p)
          s += static_cast<double>(A[0][i * lda_r + p * lda_c]) * static_cast<double>(B[0][p * ldb_r + j * ldb_c]);
        double v = alpha * s;
        if (beta != 0) v += beta * static_cast<double>(C[b][i + j * ldc]);
        C[b][i + j * ldc] = static_cast<float>(v);
      }
  return 0;
}
