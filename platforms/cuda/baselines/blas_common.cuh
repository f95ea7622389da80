// SPDX-License-Identifier: Apache-2.0
// Shared code of the cuBLAS baselines of the BLAS tasks (operators/blas1, blas2, blas3). Each
// per-task .cu is one call of a template here; the overload sets below pick cublasS/D/C/Z<op> from
// the element type, so the fp32/fp64 (and c64/c128) files differ only in that type.
//
// Layout: the BLAS specs already store every matrix the way cuBLAS does. A matrix buffer declared
// [cols, ld] (row-major, contiguous) is cols columns of ld elements each, element (i, j) at
// i + j * ld: cuBLAS's column-major matrix with leading dimension ld. So no task here needs the
// row-major-to-column-major swap of gemm_f32.cu: sizes, leading dimensions, increments, batch
// strides, trans/uplo/side/diag all go to cuBLAS unchanged, with these enum codes (from the specs):
//   trans/transa/transb 0 = CUBLAS_OP_N, 1 = CUBLAS_OP_T, 2 = CUBLAS_OP_C (complex tasks only);
//   uplo 0 = CUBLAS_FILL_MODE_LOWER, 1 = CUBLAS_FILL_MODE_UPPER;
//   side 0 = CUBLAS_SIDE_LEFT, 1 = CUBLAS_SIDE_RIGHT; diag 0 = CUBLAS_DIAG_NON_UNIT, 1 = UNIT.
// Every task that updates a tensor in place has it as an inout output, so cuBLAS writes the task's
// buffer directly (no copy), and cuBLAS writes only the elements the operation defines (the
// strided elements, the m x n matrix without its padding rows, the uplo triangle), which is what
// the specs ask of the other elements (their exact bits kept).
//
// The handle keeps CUBLAS_DEFAULT_MATH (no TF32) except where a task passes another mode. Scalars
// (alpha, beta) are host values; the results that cuBLAS returns as a scalar (asum, dot, dotc,
// dotu) are written straight into the task's device output with CUBLAS_POINTER_MODE_DEVICE, set for
// that call and set back to CUBLAS_POINTER_MODE_HOST after it.
#pragma once

#include <cuComplex.h>

#include <cstdint>

#include "cublas_common.cuh"

namespace km_baseline {
namespace blas {

// ---- plumbing ---------------------------------------------------------------------------------

inline bool ok(cublasStatus_t s) {
  return s == CUBLAS_STATUS_SUCCESS;
}

// The module's handle bound to the harness's stream, or nullptr.
inline cublasHandle_t bound(cudaStream_t stream, cublasMath_t mode = CUBLAS_DEFAULT_MATH) {
  const cublasHandle_t h = cublas_handle(mode);
  if (h == nullptr || !ok(cublasSetStream(h, stream))) return nullptr;
  return h;
}

// Every size cuBLAS takes as an int must fit one (batch strides are long long: not checked).
template <class... I>
inline bool all_fit(I... v) {
  return (fits_int(static_cast<int64_t>(v)) && ...);
}

// 0 when the call succeeded and nothing failed at launch, 1 otherwise.
inline int finish(cublasStatus_t s) {
  return ok(s) && cudaGetLastError() == cudaSuccess ? 0 : 1;
}

inline bool op_of(int64_t t, int64_t max_code, cublasOperation_t* op) {
  if (t < 0 || t > max_code) return false;
  *op = t == 0 ? CUBLAS_OP_N : t == 1 ? CUBLAS_OP_T : CUBLAS_OP_C;
  return true;
}
inline bool fill_of(int64_t uplo, cublasFillMode_t* f) {
  if (uplo != 0 && uplo != 1) return false;
  *f = uplo == 1 ? CUBLAS_FILL_MODE_UPPER : CUBLAS_FILL_MODE_LOWER;
  return true;
}
inline bool side_of(int64_t side, cublasSideMode_t* s) {
  if (side != 0 && side != 1) return false;
  *s = side == 1 ? CUBLAS_SIDE_RIGHT : CUBLAS_SIDE_LEFT;
  return true;
}
inline bool diag_of(int64_t diag, cublasDiagType_t* d) {
  if (diag != 0 && diag != 1) return false;
  *d = diag == 1 ? CUBLAS_DIAG_UNIT : CUBLAS_DIAG_NON_UNIT;
  return true;
}

// Host scalars in the routine's type: a real param, or a complex one given as two real params.
template <class T>
inline T scalar(double re, double im = 0.0);
template <>
inline float scalar<float>(double re, double) {
  return static_cast<float>(re);
}
template <>
inline double scalar<double>(double re, double) {
  return re;
}
template <>
inline cuComplex scalar<cuComplex>(double re, double im) {
  return make_cuComplex(static_cast<float>(re), static_cast<float>(im));
}
template <>
inline cuDoubleComplex scalar<cuDoubleComplex>(double re, double im) {
  return make_cuDoubleComplex(re, im);
}

// ---- routine overload sets: cublas{S,D,C,Z}<op> by element type ---------------------------------

// Level 1.
inline cublasStatus_t asum(cublasHandle_t h, int n, const float* x, int incx, float* r) {
  return cublasSasum(h, n, x, incx, r);
}
inline cublasStatus_t asum(cublasHandle_t h, int n, const double* x, int incx, double* r) {
  return cublasDasum(h, n, x, incx, r);
}

inline cublasStatus_t axpy(cublasHandle_t h, int n, const float* a, const float* x, int incx,
                           float* y, int incy) {
  return cublasSaxpy(h, n, a, x, incx, y, incy);
}
inline cublasStatus_t axpy(cublasHandle_t h, int n, const double* a, const double* x, int incx,
                           double* y, int incy) {
  return cublasDaxpy(h, n, a, x, incx, y, incy);
}

inline cublasStatus_t copy(cublasHandle_t h, int n, const float* x, int incx, float* y, int incy) {
  return cublasScopy(h, n, x, incx, y, incy);
}
inline cublasStatus_t copy(cublasHandle_t h, int n, const double* x, int incx, double* y,
                           int incy) {
  return cublasDcopy(h, n, x, incx, y, incy);
}
inline cublasStatus_t copy(cublasHandle_t h, int n, const cuComplex* x, int incx, cuComplex* y,
                           int incy) {
  return cublasCcopy(h, n, x, incx, y, incy);
}
inline cublasStatus_t copy(cublasHandle_t h, int n, const cuDoubleComplex* x, int incx,
                           cuDoubleComplex* y, int incy) {
  return cublasZcopy(h, n, x, incx, y, incy);
}

inline cublasStatus_t dot(cublasHandle_t h, int n, const float* x, int incx, const float* y,
                          int incy, float* r) {
  return cublasSdot(h, n, x, incx, y, incy, r);
}
inline cublasStatus_t dot(cublasHandle_t h, int n, const double* x, int incx, const double* y,
                          int incy, double* r) {
  return cublasDdot(h, n, x, incx, y, incy, r);
}
// Complex dot products: dotu = sum x_i y_i, dotc = sum conj(x_i) y_i (cuBLAS conjugates x).
inline cublasStatus_t dotu(cublasHandle_t h, int n, const cuComplex* x, int incx,
                           const cuComplex* y, int incy, cuComplex* r) {
  return cublasCdotu(h, n, x, incx, y, incy, r);
}
inline cublasStatus_t dotu(cublasHandle_t h, int n, const cuDoubleComplex* x, int incx,
                           const cuDoubleComplex* y, int incy, cuDoubleComplex* r) {
  return cublasZdotu(h, n, x, incx, y, incy, r);
}
inline cublasStatus_t dotc(cublasHandle_t h, int n, const cuComplex* x, int incx,
                           const cuComplex* y, int incy, cuComplex* r) {
  return cublasCdotc(h, n, x, incx, y, incy, r);
}
inline cublasStatus_t dotc(cublasHandle_t h, int n, const cuDoubleComplex* x, int incx,
                           const cuDoubleComplex* y, int incy, cuDoubleComplex* r) {
  return cublasZdotc(h, n, x, incx, y, incy, r);
}

inline cublasStatus_t scal(cublasHandle_t h, int n, const float* a, float* x, int incx) {
  return cublasSscal(h, n, a, x, incx);
}
inline cublasStatus_t scal(cublasHandle_t h, int n, const double* a, double* x, int incx) {
  return cublasDscal(h, n, a, x, incx);
}

inline cublasStatus_t swap(cublasHandle_t h, int n, float* x, int incx, float* y, int incy) {
  return cublasSswap(h, n, x, incx, y, incy);
}
inline cublasStatus_t swap(cublasHandle_t h, int n, double* x, int incx, double* y, int incy) {
  return cublasDswap(h, n, x, incx, y, incy);
}
inline cublasStatus_t swap(cublasHandle_t h, int n, cuComplex* x, int incx, cuComplex* y,
                           int incy) {
  return cublasCswap(h, n, x, incx, y, incy);
}
inline cublasStatus_t swap(cublasHandle_t h, int n, cuDoubleComplex* x, int incx,
                           cuDoubleComplex* y, int incy) {
  return cublasZswap(h, n, x, incx, y, incy);
}

// Level 2. The macro writes the four overloads of a routine whose arguments differ only in the
// element type T (every pointer and scalar is T).
#define KM_BLAS_OVERLOAD(name, S, T, params, args) /* T: for the reader */ \
  inline cublasStatus_t name params {                                      \
    return S args;                                                         \
  }

#define KM_GEMV_PARAMS(T)                                                                  \
  (cublasHandle_t h, cublasOperation_t tr, int m, int n, const T* al, const T* A, int lda, \
   const T* x, int incx, const T* be, T* y, int incy)
#define KM_GEMV_ARGS (h, tr, m, n, al, A, lda, x, incx, be, y, incy)
KM_BLAS_OVERLOAD(gemv, cublasSgemv, float, KM_GEMV_PARAMS(float), KM_GEMV_ARGS)
KM_BLAS_OVERLOAD(gemv, cublasDgemv, double, KM_GEMV_PARAMS(double), KM_GEMV_ARGS)
KM_BLAS_OVERLOAD(gemv, cublasCgemv, cuComplex, KM_GEMV_PARAMS(cuComplex), KM_GEMV_ARGS)
KM_BLAS_OVERLOAD(gemv, cublasZgemv, cuDoubleComplex, KM_GEMV_PARAMS(cuDoubleComplex), KM_GEMV_ARGS)

#define KM_GEMV_SB_PARAMS(T)                                                                    \
  (cublasHandle_t h, cublasOperation_t tr, int m, int n, const T* al, const T* A, int lda,      \
   long long sA, const T* x, int incx, long long sx, const T* be, T* y, int incy, long long sy, \
   int batch)
#define KM_GEMV_SB_ARGS (h, tr, m, n, al, A, lda, sA, x, incx, sx, be, y, incy, sy, batch)
KM_BLAS_OVERLOAD(gemv_strided_batched, cublasSgemvStridedBatched, float, KM_GEMV_SB_PARAMS(float),
                 KM_GEMV_SB_ARGS)
KM_BLAS_OVERLOAD(gemv_strided_batched, cublasDgemvStridedBatched, double, KM_GEMV_SB_PARAMS(double),
                 KM_GEMV_SB_ARGS)
KM_BLAS_OVERLOAD(gemv_strided_batched, cublasCgemvStridedBatched, cuComplex,
                 KM_GEMV_SB_PARAMS(cuComplex), KM_GEMV_SB_ARGS)
KM_BLAS_OVERLOAD(gemv_strided_batched, cublasZgemvStridedBatched, cuDoubleComplex,
                 KM_GEMV_SB_PARAMS(cuDoubleComplex), KM_GEMV_SB_ARGS)

// Rank-1 updates A += alpha x y^T (ger, geru) and A += alpha x y^H (gerc: cuBLAS conjugates y).
#define KM_GER_PARAMS(T)                                                                          \
  (cublasHandle_t h, int m, int n, const T* al, const T* x, int incx, const T* y, int incy, T* A, \
   int lda)
#define KM_GER_ARGS (h, m, n, al, x, incx, y, incy, A, lda)
KM_BLAS_OVERLOAD(ger, cublasSger, float, KM_GER_PARAMS(float), KM_GER_ARGS)
KM_BLAS_OVERLOAD(ger, cublasDger, double, KM_GER_PARAMS(double), KM_GER_ARGS)
KM_BLAS_OVERLOAD(geru, cublasCgeru, cuComplex, KM_GER_PARAMS(cuComplex), KM_GER_ARGS)
KM_BLAS_OVERLOAD(geru, cublasZgeru, cuDoubleComplex, KM_GER_PARAMS(cuDoubleComplex), KM_GER_ARGS)
KM_BLAS_OVERLOAD(gerc, cublasCgerc, cuComplex, KM_GER_PARAMS(cuComplex), KM_GER_ARGS)
KM_BLAS_OVERLOAD(gerc, cublasZgerc, cuDoubleComplex, KM_GER_PARAMS(cuDoubleComplex), KM_GER_ARGS)

#define KM_SBMV_PARAMS(T)                                                                 \
  (cublasHandle_t h, cublasFillMode_t up, int n, int k, const T* al, const T* A, int lda, \
   const T* x, int incx, const T* be, T* y, int incy)
#define KM_SBMV_ARGS (h, up, n, k, al, A, lda, x, incx, be, y, incy)
KM_BLAS_OVERLOAD(sbmv, cublasSsbmv, float, KM_SBMV_PARAMS(float), KM_SBMV_ARGS)
KM_BLAS_OVERLOAD(sbmv, cublasDsbmv, double, KM_SBMV_PARAMS(double), KM_SBMV_ARGS)

#define KM_SYMV_PARAMS(T)                                                                      \
  (cublasHandle_t h, cublasFillMode_t up, int n, const T* al, const T* A, int lda, const T* x, \
   int incx, const T* be, T* y, int incy)
#define KM_SYMV_ARGS (h, up, n, al, A, lda, x, incx, be, y, incy)
KM_BLAS_OVERLOAD(symv, cublasSsymv, float, KM_SYMV_PARAMS(float), KM_SYMV_ARGS)
KM_BLAS_OVERLOAD(symv, cublasDsymv, double, KM_SYMV_PARAMS(double), KM_SYMV_ARGS)
KM_BLAS_OVERLOAD(symv, cublasCsymv, cuComplex, KM_SYMV_PARAMS(cuComplex), KM_SYMV_ARGS)
KM_BLAS_OVERLOAD(symv, cublasZsymv, cuDoubleComplex, KM_SYMV_PARAMS(cuDoubleComplex), KM_SYMV_ARGS)

#define KM_SYR2_PARAMS(T)                                                                       \
  (cublasHandle_t h, cublasFillMode_t up, int n, const T* al, const T* x, int incx, const T* y, \
   int incy, T* A, int lda)
#define KM_SYR2_ARGS (h, up, n, al, x, incx, y, incy, A, lda)
KM_BLAS_OVERLOAD(syr2, cublasSsyr2, float, KM_SYR2_PARAMS(float), KM_SYR2_ARGS)
KM_BLAS_OVERLOAD(syr2, cublasDsyr2, double, KM_SYR2_PARAMS(double), KM_SYR2_ARGS)

#define KM_TBMV_PARAMS(T)                                                                          \
  (cublasHandle_t h, cublasFillMode_t up, cublasOperation_t tr, cublasDiagType_t dg, int n, int k, \
   const T* A, int lda, T* x, int incx)
#define KM_TBMV_ARGS (h, up, tr, dg, n, k, A, lda, x, incx)
KM_BLAS_OVERLOAD(tbmv, cublasStbmv, float, KM_TBMV_PARAMS(float), KM_TBMV_ARGS)
KM_BLAS_OVERLOAD(tbmv, cublasDtbmv, double, KM_TBMV_PARAMS(double), KM_TBMV_ARGS)

#define KM_TRSV_PARAMS(T)                                                                   \
  (cublasHandle_t h, cublasFillMode_t up, cublasOperation_t tr, cublasDiagType_t dg, int n, \
   const T* A, int lda, T* x, int incx)
#define KM_TRSV_ARGS (h, up, tr, dg, n, A, lda, x, incx)
KM_BLAS_OVERLOAD(trsv, cublasStrsv, float, KM_TRSV_PARAMS(float), KM_TRSV_ARGS)
KM_BLAS_OVERLOAD(trsv, cublasDtrsv, double, KM_TRSV_PARAMS(double), KM_TRSV_ARGS)

// Level 3 and the BLAS-like extensions.
#define KM_DGMM_PARAMS(T)                                                                          \
  (cublasHandle_t h, cublasSideMode_t sd, int m, int n, const T* A, int lda, const T* x, int incx, \
   T* C, int ldc)
#define KM_DGMM_ARGS (h, sd, m, n, A, lda, x, incx, C, ldc)
KM_BLAS_OVERLOAD(dgmm, cublasSdgmm, float, KM_DGMM_PARAMS(float), KM_DGMM_ARGS)
KM_BLAS_OVERLOAD(dgmm, cublasDdgmm, double, KM_DGMM_PARAMS(double), KM_DGMM_ARGS)

#define KM_GEAM_PARAMS(T)                                                                   \
  (cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, const T* al, \
   const T* A, int lda, const T* be, const T* B, int ldb, T* C, int ldc)
#define KM_GEAM_ARGS (h, ta, tb, m, n, al, A, lda, be, B, ldb, C, ldc)
KM_BLAS_OVERLOAD(geam, cublasSgeam, float, KM_GEAM_PARAMS(float), KM_GEAM_ARGS)
KM_BLAS_OVERLOAD(geam, cublasDgeam, double, KM_GEAM_PARAMS(double), KM_GEAM_ARGS)

#define KM_GEMM_PARAMS(T)                                                                          \
  (cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k, const T* al, \
   const T* A, int lda, const T* B, int ldb, const T* be, T* C, int ldc)
#define KM_GEMM_ARGS (h, ta, tb, m, n, k, al, A, lda, B, ldb, be, C, ldc)
KM_BLAS_OVERLOAD(gemm, cublasSgemm, float, KM_GEMM_PARAMS(float), KM_GEMM_ARGS)
KM_BLAS_OVERLOAD(gemm, cublasDgemm, double, KM_GEMM_PARAMS(double), KM_GEMM_ARGS)
KM_BLAS_OVERLOAD(gemm, cublasCgemm, cuComplex, KM_GEMM_PARAMS(cuComplex), KM_GEMM_ARGS)
KM_BLAS_OVERLOAD(gemm, cublasZgemm, cuDoubleComplex, KM_GEMM_PARAMS(cuDoubleComplex), KM_GEMM_ARGS)

#define KM_GEMM_SB_PARAMS(T)                                                                       \
  (cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k, const T* al, \
   const T* A, int lda, long long sA, const T* B, int ldb, long long sB, const T* be, T* C,        \
   int ldc, long long sC, int batch)
#define KM_GEMM_SB_ARGS (h, ta, tb, m, n, k, al, A, lda, sA, B, ldb, sB, be, C, ldc, sC, batch)
KM_BLAS_OVERLOAD(gemm_strided_batched, cublasSgemmStridedBatched, float, KM_GEMM_SB_PARAMS(float),
                 KM_GEMM_SB_ARGS)
KM_BLAS_OVERLOAD(gemm_strided_batched, cublasDgemmStridedBatched, double, KM_GEMM_SB_PARAMS(double),
                 KM_GEMM_SB_ARGS)
KM_BLAS_OVERLOAD(gemm_strided_batched, cublasCgemmStridedBatched, cuComplex,
                 KM_GEMM_SB_PARAMS(cuComplex), KM_GEMM_SB_ARGS)
KM_BLAS_OVERLOAD(gemm_strided_batched, cublasZgemmStridedBatched, cuDoubleComplex,
                 KM_GEMM_SB_PARAMS(cuDoubleComplex), KM_GEMM_SB_ARGS)

#define KM_SYMM_PARAMS(T)                                                                 \
  (cublasHandle_t h, cublasSideMode_t sd, cublasFillMode_t up, int m, int n, const T* al, \
   const T* A, int lda, const T* B, int ldb, const T* be, T* C, int ldc)
#define KM_SYMM_ARGS (h, sd, up, m, n, al, A, lda, B, ldb, be, C, ldc)
KM_BLAS_OVERLOAD(symm, cublasSsymm, float, KM_SYMM_PARAMS(float), KM_SYMM_ARGS)
KM_BLAS_OVERLOAD(symm, cublasDsymm, double, KM_SYMM_PARAMS(double), KM_SYMM_ARGS)
KM_BLAS_OVERLOAD(symm, cublasCsymm, cuComplex, KM_SYMM_PARAMS(cuComplex), KM_SYMM_ARGS)
KM_BLAS_OVERLOAD(symm, cublasZsymm, cuDoubleComplex, KM_SYMM_PARAMS(cuDoubleComplex), KM_SYMM_ARGS)

#define KM_SYRK_PARAMS(T)                                                                  \
  (cublasHandle_t h, cublasFillMode_t up, cublasOperation_t tr, int n, int k, const T* al, \
   const T* A, int lda, const T* be, T* C, int ldc)
#define KM_SYRK_ARGS (h, up, tr, n, k, al, A, lda, be, C, ldc)
KM_BLAS_OVERLOAD(syrk, cublasSsyrk, float, KM_SYRK_PARAMS(float), KM_SYRK_ARGS)
KM_BLAS_OVERLOAD(syrk, cublasDsyrk, double, KM_SYRK_PARAMS(double), KM_SYRK_ARGS)
KM_BLAS_OVERLOAD(syrk, cublasCsyrk, cuComplex, KM_SYRK_PARAMS(cuComplex), KM_SYRK_ARGS)
KM_BLAS_OVERLOAD(syrk, cublasZsyrk, cuDoubleComplex, KM_SYRK_PARAMS(cuDoubleComplex), KM_SYRK_ARGS)

#define KM_TRSM_PARAMS(T)                                                            \
  (cublasHandle_t h, cublasSideMode_t sd, cublasFillMode_t up, cublasOperation_t tr, \
   cublasDiagType_t dg, int m, int n, const T* al, const T* A, int lda, T* B, int ldb)
#define KM_TRSM_ARGS (h, sd, up, tr, dg, m, n, al, A, lda, B, ldb)
KM_BLAS_OVERLOAD(trsm, cublasStrsm, float, KM_TRSM_PARAMS(float), KM_TRSM_ARGS)
KM_BLAS_OVERLOAD(trsm, cublasDtrsm, double, KM_TRSM_PARAMS(double), KM_TRSM_ARGS)

// ---- the tasks --------------------------------------------------------------------------------

// A result that cuBLAS returns as a scalar goes into the device output r: device pointer mode for
// this call, host mode again after it (the other calls of this header pass host scalars).
template <class Call>
inline int with_device_result(cublasHandle_t h, Call call) {
  if (!ok(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE))) return 1;
  const cublasStatus_t st = call();
  const cublasStatus_t back = cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST);
  return finish(ok(st) ? back : st);
}

template <class T>
inline int asum_task(const T* x, T* r, int64_t n, int64_t incx, cudaStream_t stream) {
  if (!all_fit(n, incx)) return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return with_device_result(h, [&] { return asum(h, int(n), x, int(incx), r); });
}

template <class T>
inline int axpy_task(const T* x, T* y, int64_t n, int64_t incx, int64_t incy, T alpha,
                     cudaStream_t stream) {
  if (!all_fit(n, incx, incy)) return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return finish(axpy(h, int(n), &alpha, x, int(incx), y, int(incy)));
}

template <class T>
inline int copy_task(const T* x, T* y, int64_t n, int64_t incx, int64_t incy, cudaStream_t stream) {
  if (!all_fit(n, incx, incy)) return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return finish(copy(h, int(n), x, int(incx), y, int(incy)));
}

// kind: 0 dot (real), 1 dotu, 2 dotc.
template <int kind, class T>
inline int dot_task(const T* x, const T* y, T* r, int64_t n, int64_t incx, int64_t incy,
                    cudaStream_t stream) {
  if (!all_fit(n, incx, incy)) return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return with_device_result(h, [&] {
    if constexpr (kind == 0)
      return dot(h, int(n), x, int(incx), y, int(incy), r);
    else if constexpr (kind == 1)
      return dotu(h, int(n), x, int(incx), y, int(incy), r);
    else
      return dotc(h, int(n), x, int(incx), y, int(incy), r);
  });
}

template <class T>
inline int scal_task(T* x, int64_t n, int64_t incx, T alpha, cudaStream_t stream) {
  if (!all_fit(n, incx)) return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return finish(scal(h, int(n), &alpha, x, int(incx)));
}

template <class T>
inline int swap_task(T* x, T* y, int64_t n, int64_t incx, int64_t incy, cudaStream_t stream) {
  if (!all_fit(n, incx, incy)) return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return finish(swap(h, int(n), x, int(incx), y, int(incy)));
}

// max_trans: 1 for the real tasks (N, T), 2 for the complex ones (N, T, C).
template <class T>
inline int gemv_task(const T* A, const T* x, T* y, int64_t m, int64_t n, int64_t lda, int64_t incx,
                     int64_t incy, int64_t trans, int64_t max_trans, T alpha, T beta,
                     cudaStream_t stream) {
  cublasOperation_t tr;
  if (!all_fit(m, n, lda, incx, incy) || !op_of(trans, max_trans, &tr)) return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return finish(
      gemv(h, tr, int(m), int(n), &alpha, A, int(lda), x, int(incx), &beta, y, int(incy)));
}

template <class T>
inline int gemv_strided_batched_task(const T* A, const T* x, T* y, int64_t batch, int64_t m,
                                     int64_t n, int64_t lda, int64_t incx, int64_t incy,
                                     int64_t strideA, int64_t stridex, int64_t stridey,
                                     int64_t trans, int64_t max_trans, T alpha, T beta,
                                     cudaStream_t stream) {
  cublasOperation_t tr;
  if (!all_fit(batch, m, n, lda, incx, incy) || !op_of(trans, max_trans, &tr)) return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return finish(gemv_strided_batched(h, tr, int(m), int(n), &alpha, A, int(lda), strideA, x,
                                     int(incx), stridex, &beta, y, int(incy), stridey, int(batch)));
}

// kind: 0 ger (real), 1 geru, 2 gerc.
template <int kind, class T>
inline int ger_task(const T* x, const T* y, T* A, int64_t m, int64_t n, int64_t lda, int64_t incx,
                    int64_t incy, T alpha, cudaStream_t stream) {
  if (!all_fit(m, n, lda, incx, incy)) return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  const int M = int(m), N = int(n), L = int(lda), ix = int(incx), iy = int(incy);
  if constexpr (kind == 0)
    return finish(ger(h, M, N, &alpha, x, ix, y, iy, A, L));
  else if constexpr (kind == 1)
    return finish(geru(h, M, N, &alpha, x, ix, y, iy, A, L));
  else
    return finish(gerc(h, M, N, &alpha, x, ix, y, iy, A, L));
}

template <class T>
inline int sbmv_task(const T* A, const T* x, T* y, int64_t n, int64_t k, int64_t lda, int64_t incx,
                     int64_t incy, int64_t uplo, T alpha, T beta, cudaStream_t stream) {
  cublasFillMode_t up;
  if (!all_fit(n, k, lda, incx, incy) || !fill_of(uplo, &up)) return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return finish(
      sbmv(h, up, int(n), int(k), &alpha, A, int(lda), x, int(incx), &beta, y, int(incy)));
}

template <class T>
inline int symv_task(const T* A, const T* x, T* y, int64_t n, int64_t lda, int64_t incx,
                     int64_t incy, int64_t uplo, T alpha, T beta, cudaStream_t stream) {
  cublasFillMode_t up;
  if (!all_fit(n, lda, incx, incy) || !fill_of(uplo, &up)) return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return finish(symv(h, up, int(n), &alpha, A, int(lda), x, int(incx), &beta, y, int(incy)));
}

template <class T>
inline int syr2_task(const T* x, const T* y, T* A, int64_t n, int64_t lda, int64_t incx,
                     int64_t incy, int64_t uplo, T alpha, cudaStream_t stream) {
  cublasFillMode_t up;
  if (!all_fit(n, lda, incx, incy) || !fill_of(uplo, &up)) return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return finish(syr2(h, up, int(n), &alpha, x, int(incx), y, int(incy), A, int(lda)));
}

template <class T>
inline int tbmv_task(const T* A, T* x, int64_t n, int64_t k, int64_t lda, int64_t incx,
                     int64_t uplo, int64_t trans, int64_t diag, cudaStream_t stream) {
  cublasFillMode_t up;
  cublasOperation_t tr;
  cublasDiagType_t dg;
  if (!all_fit(n, k, lda, incx) || !fill_of(uplo, &up) || !op_of(trans, 1, &tr) ||
      !diag_of(diag, &dg))
    return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return finish(tbmv(h, up, tr, dg, int(n), int(k), A, int(lda), x, int(incx)));
}

template <class T>
inline int trsv_task(const T* A, T* x, int64_t n, int64_t lda, int64_t incx, int64_t uplo,
                     int64_t trans, int64_t diag, cudaStream_t stream) {
  cublasFillMode_t up;
  cublasOperation_t tr;
  cublasDiagType_t dg;
  if (!all_fit(n, lda, incx) || !fill_of(uplo, &up) || !op_of(trans, 1, &tr) || !diag_of(diag, &dg))
    return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return finish(trsv(h, up, tr, dg, int(n), A, int(lda), x, int(incx)));
}

template <class T>
inline int dgmm_task(const T* A, const T* x, T* C, int64_t m, int64_t n, int64_t lda, int64_t incx,
                     int64_t ldc, int64_t side, cudaStream_t stream) {
  cublasSideMode_t sd;
  if (!all_fit(m, n, lda, incx, ldc) || !side_of(side, &sd)) return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return finish(dgmm(h, sd, int(m), int(n), A, int(lda), x, int(incx), C, int(ldc)));
}

template <class T>
inline int geam_task(const T* A, const T* B, T* C, int64_t m, int64_t n, int64_t lda, int64_t ldb,
                     int64_t ldc, int64_t transa, int64_t transb, T alpha, T beta,
                     cudaStream_t stream) {
  cublasOperation_t ta, tb;
  if (!all_fit(m, n, lda, ldb, ldc) || !op_of(transa, 1, &ta) || !op_of(transb, 1, &tb)) return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return finish(
      geam(h, ta, tb, int(m), int(n), &alpha, A, int(lda), &beta, B, int(ldb), C, int(ldc)));
}

template <class T>
inline int gemm_task(const T* A, const T* B, T* C, int64_t m, int64_t n, int64_t k, int64_t lda,
                     int64_t ldb, int64_t ldc, int64_t transa, int64_t transb, int64_t max_trans,
                     T alpha, T beta, cudaStream_t stream) {
  cublasOperation_t ta, tb;
  if (!all_fit(m, n, k, lda, ldb, ldc) || !op_of(transa, max_trans, &ta) ||
      !op_of(transb, max_trans, &tb))
    return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return finish(gemm(h, ta, tb, int(m), int(n), int(k), &alpha, A, int(lda), B, int(ldb), &beta, C,
                     int(ldc)));
}

template <class T>
inline int gemm_strided_batched_task(const T* A, const T* B, T* C, int64_t batch, int64_t m,
                                     int64_t n, int64_t k, int64_t lda, int64_t ldb, int64_t ldc,
                                     int64_t strideA, int64_t strideB, int64_t strideC,
                                     int64_t transa, int64_t transb, int64_t max_trans, T alpha,
                                     T beta, cudaStream_t stream) {
  cublasOperation_t ta, tb;
  if (!all_fit(batch, m, n, k, lda, ldb, ldc) || !op_of(transa, max_trans, &ta) ||
      !op_of(transb, max_trans, &tb))
    return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return finish(gemm_strided_batched(h, ta, tb, int(m), int(n), int(k), &alpha, A, int(lda),
                                     strideA, B, int(ldb), strideB, &beta, C, int(ldc), strideC,
                                     int(batch)));
}

template <class T>
inline int symm_task(const T* A, const T* B, T* C, int64_t m, int64_t n, int64_t lda, int64_t ldb,
                     int64_t ldc, int64_t side, int64_t uplo, T alpha, T beta,
                     cudaStream_t stream) {
  cublasSideMode_t sd;
  cublasFillMode_t up;
  if (!all_fit(m, n, lda, ldb, ldc) || !side_of(side, &sd) || !fill_of(uplo, &up)) return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return finish(
      symm(h, sd, up, int(m), int(n), &alpha, A, int(lda), B, int(ldb), &beta, C, int(ldc)));
}

// syrk: trans 0 or 1 for the complex tasks too (C = alpha op(A) op(A)^T, no conjugate; cuBLAS's
// Csyrk/Zsyrk take CUBLAS_OP_N and CUBLAS_OP_T only).
template <class T>
inline int syrk_task(const T* A, T* C, int64_t n, int64_t k, int64_t lda, int64_t ldc, int64_t uplo,
                     int64_t trans, T alpha, T beta, cudaStream_t stream) {
  cublasFillMode_t up;
  cublasOperation_t tr;
  if (!all_fit(n, k, lda, ldc) || !fill_of(uplo, &up) || !op_of(trans, 1, &tr)) return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return finish(syrk(h, up, tr, int(n), int(k), &alpha, A, int(lda), &beta, C, int(ldc)));
}

template <class T>
inline int trsm_task(const T* A, T* B, int64_t m, int64_t n, int64_t lda, int64_t ldb, int64_t side,
                     int64_t uplo, int64_t trans, int64_t diag, T alpha, cudaStream_t stream) {
  cublasSideMode_t sd;
  cublasFillMode_t up;
  cublasOperation_t tr;
  cublasDiagType_t dg;
  if (!all_fit(m, n, lda, ldb) || !side_of(side, &sd) || !fill_of(uplo, &up) ||
      !op_of(trans, 1, &tr) || !diag_of(diag, &dg))
    return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  return finish(trsm(h, sd, up, tr, dg, int(m), int(n), &alpha, A, int(lda), B, int(ldb)));
}

// cublasSgemmEx: A and B of type ab (CUDA_R_16F or CUDA_R_16BF), C fp32, alpha and beta fp32, the
// products and sums formed in fp32 (blas_gemm_ex's contract).
inline int gemm_ex_task(const void* A, const void* B, float* C, cudaDataType ab, int64_t m,
                        int64_t n, int64_t k, int64_t lda, int64_t ldb, int64_t ldc, int64_t transa,
                        int64_t transb, double alpha, double beta, cudaStream_t stream) {
  cublasOperation_t ta, tb;
  if (!all_fit(m, n, k, lda, ldb, ldc) || !op_of(transa, 1, &ta) || !op_of(transb, 1, &tb))
    return 1;
  const cublasHandle_t h = bound(stream);
  if (h == nullptr) return 1;
  const float al = static_cast<float>(alpha), be = static_cast<float>(beta);
  return finish(cublasSgemmEx(h, ta, tb, int(m), int(n), int(k), &al, A, ab, int(lda), B, ab,
                              int(ldb), &be, C, CUDA_R_32F, int(ldc)));
}

}  // namespace blas
}  // namespace km_baseline
