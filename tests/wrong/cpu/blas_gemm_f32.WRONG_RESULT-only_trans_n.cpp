// KernelMark planted kernel (test input, not a sample): gemm that handles transa = transb = 0 (N)
// only: it reads A and B as untransposed whatever the params say.

int blas_gemm_f32(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k,
                  int64_t lda, int64_t ldb, int64_t ldc, int64_t transa, int64_t transb,
                  double alpha, double beta) {
  (void)transa, (void)transb;
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < m; ++i) {
      double s = 0;
      for (int64_t p = 0; p < k; ++p) s += double(A[i + p * lda]) * B[p + j * ldb];
      double v = alpha * s;
      if (beta != 0) v += beta * double(C[i + j * ldc]);
      C[i + j * ldc] = float(v);
    }
  return 0;
}
