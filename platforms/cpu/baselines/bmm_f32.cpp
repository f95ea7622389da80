// kernelmark-baseline: OpenBLAS cblas_sgemm (loop over batch)
// SPDX-License-Identifier: Apache-2.0
// OpenBLAS 0.3.21 has no batched GEMM entry point, so each batch is one sgemm call (OpenBLAS
// threads inside each call).
#include <cblas.h>

int bmm_f32(const float* A, const float* B, float* C, int64_t batch, int64_t m, int64_t n,
            int64_t k) {
  for (int64_t g = 0; g < batch; ++g)
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, static_cast<blasint>(m),
                static_cast<blasint>(n), static_cast<blasint>(k), 1.0f, A + g * m * k,
                static_cast<blasint>(k), B + g * k * n, static_cast<blasint>(n), 0.0f,
                C + g * m * n, static_cast<blasint>(n));
  return 0;
}
