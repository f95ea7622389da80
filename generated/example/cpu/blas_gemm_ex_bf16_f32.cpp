// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// C = alpha op(A) op(B) + beta C with km_bf16 A and B widened exactly to fp32, fp32 C and
// accumulation (cublasSgemmEx's common use); beta = 0 never reads C.
int blas_gemm_ex_bf16_f32(const km_bf16* A, const km_bf16* B, float* C, int64_t m, int64_t n, int64_t k, int64_t lda,
         int64_t ldb, int64_t ldc, int64_t transa, int64_t transb, double alpha, double beta) {
  const int64_t lda_r = transa ? lda : 1, lda_c = transa ? 1 : lda;  // op(A)(i, p) strides
  const int64_t ldb_r = transb ? ldb : 1, ldb_c = transb ? 1 : ldb;  // op(B)(p, j) strides
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < m; ++i) {
      float s = 0;
      for (int64_t p = 0; p < k; ++p)
        s += static_cast<float>(km_bf16_to_f32(A[i * lda_r + p * lda_c])) * static_cast<float>(km_bf16_to_f32(B[p * ldb_r + j * ldb_c]));
      float v = alpha * s;
      if (beta != 0) v += beta * static_cast<float>(C[i + j * ldc]);
      C[i + j * ldc] = static_cast<float>(v);
    }
  return 0;
}
