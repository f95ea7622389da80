// KernelMark planted kernel (test input, not a sample): syrk that writes the whole n x n C (both
// triangles hold the symmetric result): the triangle uplo is right, the other one, which cuBLAS
// leaves alone, changes.

int blas_syrk_f32(const float* A, float* C, int64_t n, int64_t k, int64_t lda, int64_t ldc,
                  int64_t uplo, int64_t trans, double alpha, double beta) {
  (void)uplo;
  auto a = [&](int64_t i, int64_t p) -> double { return trans ? A[p + i * lda] : A[i + p * lda]; };
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < n; ++i) {
      double s = 0;
      for (int64_t p = 0; p < k; ++p) s += a(i, p) * a(j, p);
      double v = alpha * s;
      if (beta != 0) v += beta * double(C[i + j * ldc]);
      C[i + j * ldc] = float(v);
    }
  return 0;
}
