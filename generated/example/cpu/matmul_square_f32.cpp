// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// torch.matmul(A, B) as one [n, n] x [n, n] product.

namespace {

// C = A @ B for row-major float A [m, k], B [k, n], C [m, n]: rows of C in parallel, four rows at a
// time so that each row of B is loaded once for four rows of C; the inner loop over a row of B
// vectorises.
void mm(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k) {
  const int64_t mb = (m + 3) / 4;
#pragma omp parallel for schedule(static)
  for (int64_t blk = 0; blk < mb; ++blk) {
    const int64_t i0 = blk * 4, i1 = i0 + 4 < m ? i0 + 4 : m;
    for (int64_t i = i0; i < i1; ++i)
      for (int64_t j = 0; j < n; ++j) C[i * n + j] = 0.0f;
    for (int64_t p = 0; p < k; ++p) {
      const float* b = B + p * n;
      for (int64_t i = i0; i < i1; ++i) {
        const float a = A[i * k + p];
        float* c = C + i * n;
#pragma omp simd
        for (int64_t j = 0; j < n; ++j) c[j] += a * b[j];
      }
    }
  }
}

}  // namespace

int matmul_square_f32(const float* A, const float* B, float* C, int64_t n) {
  const int64_t M = n, N = n, K = n;
  mm(A, B, C, M, N, K);
  return 0;
}
