// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// C = alpha op(A) + beta op(B); only C's m x n elements are written.
int blas_geam_f32(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t lda, int64_t ldb,
         int64_t ldc, int64_t transa, int64_t transb, double alpha, double beta) {
  const float a = static_cast<float>(alpha), b = static_cast<float>(beta);
#pragma omp parallel for schedule(static)
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < m; ++i) {
      const float va = transa ? A[j + i * lda] : A[i + j * lda];
      const float vb = transb ? B[j + i * ldb] : B[i + j * ldb];
      C[i + j * ldc] = a * va + b * vb;
    }
  return 0;
}
