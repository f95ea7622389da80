// SPDX-License-Identifier: Apache-2.0
// The cuBLAS baselines of the pointer-array batched BLAS tasks (blas_gemm_batched,
// blas_gemv_batched, blas_trsm_batched and their complex forms): cublas<t>gemmBatched, gemvBatched,
// trsmBatched take arrays of device pointers, which is what the cuda platform passes for a list
// tensor (a device buffer of the items' device addresses, platforms/cuda/runtime/cuda_adapter.cpp),
// so each task is one call with the task's arrays as they come. Layout and enum codes:
// blas_common.cuh.
#pragma once

#include "blas_common.cuh"

namespace km_baseline {
namespace blas {

#define KM_GEMM_B_PARAMS(T)                                                                        \
  (cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k, const T* al, \
   const T* const* A, int lda, const T* const* B, int ldb, const T* be, T* const* C, int ldc,      \
   int batch)
#define KM_GEMM_B_ARGS (h, ta, tb, m, n, k, al, A, lda, B, ldb, be, C, ldc, batch)
KM_BLAS_OVERLOAD(gemm_batched, cublasSgemmBatched, float, KM_GEMM_B_PARAMS(float), KM_GEMM_B_ARGS)
KM_BLAS_OVERLOAD(gemm_batched, cublasDgemmBatched, double, KM_GEMM_B_PARAMS(double), KM_GEMM_B_ARGS)
KM_BLAS_OVERLOAD(gemm_batched, cublasCgemmBatched, cuComplex, KM_GEMM_B_PARAMS(cuComplex),
                 KM_GEMM_B_ARGS)
KM_BLAS_OVERLOAD(gemm_batched, cublasZgemmBatched, cuDoubleComplex,
                 KM_GEMM_B_PARAMS(cuDoubleComplex), KM_GEMM_B_ARGS)

#define KM_GEMV_B_PARAMS(T)                                                                       \
  (cublasHandle_t h, cublasOperation_t tr, int m, int n, const T* al, const T* const* A, int lda, \
   const T* const* x, int incx, const T* be, T* const* y, int incy, int batch)
#define KM_GEMV_B_ARGS (h, tr, m, n, al, A, lda, x, incx, be, y, incy, batch)
KM_BLAS_OVERLOAD(gemv_batched, cublasSgemvBatched, float, KM_GEMV_B_PARAMS(float), KM_GEMV_B_ARGS)
KM_BLAS_OVERLOAD(gemv_batched, cublasDgemvBatched, double, KM_GEMV_B_PARAMS(double), KM_GEMV_B_ARGS)
KM_BLAS_OVERLOAD(gemv_batched, cublasCgemvBatched, cuComplex, KM_GEMV_B_PARAMS(cuComplex),
                 KM_GEMV_B_ARGS)
KM_BLAS_OVERLOAD(gemv_batched, cublasZgemvBatched, cuDoubleComplex,
                 KM_GEMV_B_PARAMS(cuDoubleComplex), KM_GEMV_B_ARGS)

#define KM_TRSM_B_PARAMS(T)                                                                 \
  (cublasHandle_t h, cublasSideMode_t sd, cublasFillMode_t up, cublasOperation_t tr,        \
   cublasDiagType_t dg, int m, int n, const T* al, const T* const* A, int lda, T* const* B, \
   int ldb, int batch)
#define KM_TRSM_B_ARGS (h, sd, up, tr, dg, m, n, al, A, lda, B, ldb, batch)
KM_BLAS_OVERLOAD(trsm_batched, cublasDtrsmBatched, double, KM_TRSM_B_PARAMS(double), KM_TRSM_B_ARGS)
KM_BLAS_OVERLOAD(trsm_batched, cublasZtrsmBatched, cuDoubleComplex,
                 KM_TRSM_B_PARAMS(cuDoubleComplex), KM_TRSM_B_ARGS)

// max_trans: 1 for the real tasks (N, T), 2 for the complex ones (N, T, C).
template <class T>
inline int gemm_batched_task(const T* const* A, const T* const* B, T* const* C, int64_t batch,
                             int64_t m, int64_t n, int64_t k, int64_t lda, int64_t ldb, int64_t ldc,
                             int64_t transa, int64_t transb, int64_t max_trans, T alpha, T beta,
                             cudaStream_t stream) {
  cublasOperation_t ta, tb;
  if (!all_fit(batch, m, n, k, lda, ldb, ldc) || !op_of(transa, max_trans, &ta) ||
      !op_of(transb, max_trans, &tb))
    return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return finish(gemm_batched(h, ta, tb, int(m), int(n), int(k), &alpha, A, int(lda), B, int(ldb),
                             &beta, C, int(ldc), int(batch)));
}

template <class T>
inline int gemv_batched_task(const T* const* A, const T* const* x, T* const* y, int64_t batch,
                             int64_t m, int64_t n, int64_t lda, int64_t incx, int64_t incy,
                             int64_t trans, int64_t max_trans, T alpha, T beta,
                             cudaStream_t stream) {
  cublasOperation_t tr;
  if (!all_fit(batch, m, n, lda, incx, incy) || !op_of(trans, max_trans, &tr)) return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return finish(gemv_batched(h, tr, int(m), int(n), &alpha, A, int(lda), x, int(incx), &beta, y,
                             int(incy), int(batch)));
}

template <class T>
inline int trsm_batched_task(const T* const* A, T* const* B, int64_t batch, int64_t m, int64_t n,
                             int64_t lda, int64_t ldb, int64_t side, int64_t uplo, int64_t trans,
                             int64_t diag, int64_t max_trans, T alpha, cudaStream_t stream) {
  cublasSideMode_t sd;
  cublasFillMode_t up;
  cublasOperation_t tr;
  cublasDiagType_t dg;
  if (!all_fit(batch, m, n, lda, ldb) || !side_of(side, &sd) || !fill_of(uplo, &up) ||
      !op_of(trans, max_trans, &tr) || !diag_of(diag, &dg))
    return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return finish(trsm_batched(h, sd, up, tr, dg, int(m), int(n), &alpha, A, int(lda), B, int(ldb),
                             int(batch)));
}

}  // namespace blas
}  // namespace km_baseline
