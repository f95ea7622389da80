// Plausible wrong kernel (self-test only): a correct gemm that returns at once when k = 0,
// "op(A) op(B) has no term". But C = alpha * 0 + beta * C must still be scaled by beta; only
// alpha = 0 or k = 0 *with* beta = 1 may leave C as it is (the reference BLAS's quick return tests
// both). The `empty` set's k = 0 case (beta 0.5, since session 44) catches it; every case with
// k >= 1 passes.
int blas_gemm_f32(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k,
                  int64_t lda, int64_t ldb, int64_t ldc, int64_t transa, int64_t transb,
                  double alpha, double beta) {
  if (m == 0 || n == 0 || k == 0) return 0;
  const int64_t ar = transa ? lda : 1, ac = transa ? 1 : lda;
  const int64_t br = transb ? ldb : 1, bc = transb ? 1 : ldb;
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < m; ++i) {
      double s = 0;
      for (int64_t p = 0; p < k; ++p) s += double(A[i * ar + p * ac]) * double(B[p * br + j * bc]);
      double v = alpha * s;
      if (beta != 0) v += beta * double(C[i + j * ldc]);
      C[i + j * ldc] = float(v);
    }
  return 0;
}
