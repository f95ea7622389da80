// KernelMark planted kernel (test input, not a sample): gemm that always forms alpha * AB + beta * C,
// beta = 0 included: 0 * NaN is NaN, so C's old NaNs survive where cuBLAS does not read C.

int blas_gemm_f32(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k,
                  int64_t lda, int64_t ldb, int64_t ldc, int64_t transa, int64_t transb,
                  double alpha, double beta) {
  const int64_t ar = transa ? lda : 1, ac = transa ? 1 : lda;
  const int64_t br = transb ? ldb : 1, bc = transb ? 1 : ldb;
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < m; ++i) {
      double s = 0;
      for (int64_t p = 0; p < k; ++p) s += double(A[i * ar + p * ac]) * B[p * br + j * bc];
      C[i + j * ldc] = float(alpha * s + beta * double(C[i + j * ldc]));
    }
  return 0;
}
