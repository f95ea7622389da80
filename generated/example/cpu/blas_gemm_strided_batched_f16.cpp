// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// batch gemms at fixed strides, column-major, fp16 storage. Each matrix's op(A) and op(B) are
// widened to float once (converting in the inner loop made the perf test take 59 s on the 2-core
// box; 24 s now, as the fp32 task's 23 s), then accumulated in double and rounded to fp16 through
// float (a double rounding, off by at most one fp16 ulp); beta = 0 never reads C.
#include <vector>

int blas_gemm_strided_batched_f16(const km_f16* A0, const km_f16* B0, km_f16* C0, int64_t batch, int64_t m,
                                  int64_t n, int64_t k, int64_t lda, int64_t ldb, int64_t ldc,
                                  int64_t strideA, int64_t strideB, int64_t strideC, int64_t transa,
                                  int64_t transb, double alpha, double beta) {
  const int64_t lda_r = transa ? lda : 1, lda_c = transa ? 1 : lda;
  const int64_t ldb_r = transb ? ldb : 1, ldb_c = transb ? 1 : ldb;
#pragma omp parallel for schedule(static)
  for (int64_t b = 0; b < batch; ++b) {
    const km_f16* A = A0 + b * strideA;
    const km_f16* B = B0 + b * strideB;
    km_f16* C = C0 + b * strideC;
    std::vector<float> a(static_cast<size_t>(m * k)), bt(static_cast<size_t>(k * n));  // a[i][p], bt[j][p]
    for (int64_t i = 0; i < m; ++i)
      for (int64_t p = 0; p < k; ++p) a[i * k + p] = km_f16_to_f32(A[i * lda_r + p * lda_c]);
    for (int64_t j = 0; j < n; ++j)
      for (int64_t p = 0; p < k; ++p) bt[j * k + p] = km_f16_to_f32(B[p * ldb_r + j * ldb_c]);
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < m; ++i) {
        double s = 0;
        for (int64_t p = 0; p < k; ++p) s += static_cast<double>(a[i * k + p]) * bt[j * k + p];
        double v = alpha * s;
        if (beta != 0) v += beta * static_cast<double>(km_f16_to_f32(C[i + j * ldc]));
        C[i + j * ldc] = km_f32_to_f16(static_cast<float>(v));
      }
  }
  return 0;
}
