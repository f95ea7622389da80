// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// C = A @ B for symmetric row-major [n, n] A and B: the i-p-j loop over B's rows, one fp32 row of C
// per thread at a time. (B's symmetry would let B^T stand for B; the plain product needs no trick.)
#include <vector>

int matmul_symmetric_f32(const float* A, const float* B, float* C, int64_t n) {
#pragma omp parallel
  {
    std::vector<float> row(static_cast<size_t>(n));
#pragma omp for schedule(static)
    for (int64_t i = 0; i < n; ++i) {
      for (int64_t j = 0; j < n; ++j) row[j] = 0.0f;
      for (int64_t p = 0; p < n; ++p) {
        const float a = A[i * n + p];
        const float* b = B + p * n;
#pragma omp simd
        for (int64_t j = 0; j < n; ++j) row[j] += a * b[j];
      }
      for (int64_t j = 0; j < n; ++j) C[i * n + j] = row[j];
    }
  }
  return 0;
}
