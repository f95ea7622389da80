// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// batch gemms over arrays of matrix pointers (each matrix its own buffer), column-major, fp16
// storage. op(A[b]) and op(B[b]) are widened to float once per matrix, accumulated in double and
// rounded to fp16 through float; beta = 0 never reads C.
#include <vector>

int blas_gemm_batched_f16(const km_f16* const* A, const km_f16* const* B, km_f16* const* C, int64_t batch, int64_t m,
                          int64_t n, int64_t k, int64_t lda, int64_t ldb, int64_t ldc, int64_t transa,
                          int64_t transb, double alpha, double beta) {
  const int64_t lda_r = transa ? lda : 1, lda_c = transa ? 1 : lda;
  const int64_t ldb_r = transb ? ldb : 1, ldb_c = transb ? 1 : ldb;
#pragma omp parallel for schedule(static)
  for (int64_t b = 0; b < batch; ++b) {
    const km_f16* Ab = A[b];
    const km_f16* Bb = B[b];
    km_f16* Cb = C[b];
    std::vector<float> a(static_cast<size_t>(m * k)), bt(static_cast<size_t>(k * n));  // a[i][p], bt[j][p]
    for (int64_t i = 0; i < m; ++i)
      for (int64_t p = 0; p < k; ++p) a[i * k + p] = km_f16_to_f32(Ab[i * lda_r + p * lda_c]);
    for (int64_t j = 0; j < n; ++j)
      for (int64_t p = 0; p < k; ++p) bt[j * k + p] = km_f16_to_f32(Bb[p * ldb_r + j * ldb_c]);
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < m; ++i) {
        double s = 0;
        for (int64_t p = 0; p < k; ++p) s += static_cast<double>(a[i * k + p]) * bt[j * k + p];
        double v = alpha * s;
        if (beta != 0) v += beta * static_cast<double>(km_f16_to_f32(Cb[i + j * ldc]));
        Cb[i + j * ldc] = km_f32_to_f16(static_cast<float>(v));
      }
  }
  return 0;
}
