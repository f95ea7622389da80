// kernelmark-baseline: cuBLAS cublasSgemv
// SPDX-License-Identifier: Apache-2.0
// Row-major A [m, n] is the column-major n x m matrix A^T with leading dimension n, so y = A x is
// sgemv with CUBLAS_OP_T on that matrix. The handle keeps CUBLAS_DEFAULT_MATH (plain fp32).
#include <cublas_v2.h>

#include <climits>

namespace {

// One handle for the life of the process, created on first use (cublasCreate is slow); it is never
// destroyed, because a destructor at exit could run after the CUDA context is gone.
cublasHandle_t handle() {
  static const cublasHandle_t h = []() -> cublasHandle_t {
    cublasHandle_t created = nullptr;
    if (cublasCreate(&created) != CUBLAS_STATUS_SUCCESS) return nullptr;
    if (cublasSetMathMode(created, CUBLAS_DEFAULT_MATH) != CUBLAS_STATUS_SUCCESS) {
      cublasDestroy(created);
      return nullptr;
    }
    return created;
  }();
  return h;
}

bool fits_int(int64_t v) { return v >= 0 && v <= INT_MAX; }

}  // namespace

int matvec_f32(const float* A, const float* x, float* y, int64_t m, int64_t n,
               cudaStream_t stream) {
  const cublasHandle_t h = handle();
  if (h == nullptr || !fits_int(m) || !fits_int(n)) return 1;
  if (cublasSetStream(h, stream) != CUBLAS_STATUS_SUCCESS) return 1;
  const float one = 1.0f, zero = 0.0f;
  const int M = static_cast<int>(m), N = static_cast<int>(n);
  if (cublasSgemv(h, CUBLAS_OP_T, N, M, &one, A, N, x, 1, &zero, y, 1) != CUBLAS_STATUS_SUCCESS)
    return 1;
  return cudaGetLastError() != cudaSuccess ? 1 : 0;
}
