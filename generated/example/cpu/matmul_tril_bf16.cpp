// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// C = tril(A @ B) for lower-triangular row-major [n, n] A and B: row i of C takes A[i, p] for
// p <= i only, and B[p, j] for j <= p only, so about n^3 / 6 multiply-adds; above the diagonal C
// is written 0.
// Each bf16 element is widened to float, all math is in float, and each result is rounded once.
#include <vector>

int matmul_tril_bf16(const km_bf16* A, const km_bf16* B, km_bf16* C, int64_t n) {
#pragma omp parallel
  {
    std::vector<float> row(static_cast<size_t>(n));
#pragma omp for schedule(dynamic, 8)
    for (int64_t i = 0; i < n; ++i) {
      for (int64_t j = 0; j < n; ++j) row[j] = 0.0f;
      for (int64_t p = 0; p <= i; ++p) {
        const float a = km_bf16_to_f32(A[i * n + p]);
        const km_bf16* b = B + p * n;
#pragma omp simd
        for (int64_t j = 0; j <= p; ++j) row[j] += a * km_bf16_to_f32(b[j]);
      }
      for (int64_t j = 0; j < n; ++j) C[i * n + j] = km_f32_to_bf16(row[j]);
    }
  }
  return 0;
}
