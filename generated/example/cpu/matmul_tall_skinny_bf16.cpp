// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// torch.matmul(A, B) as one [m, n] x [n, m] product; the inputs are widened to fp32, multiplied,
// and each result is rounded once.
#include <vector>

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

int matmul_tall_skinny_bf16(const km_bf16* A, const km_bf16* B, km_bf16* C, int64_t m, int64_t n) {
  const int64_t M = m, N = m, K = n;
  std::vector<float> a(static_cast<size_t>(M * K));
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < M; ++i)
    for (int64_t p = 0; p < K; ++p) a[i * K + p] = km_bf16_to_f32(A[i * n + p]);
  std::vector<float> bm(static_cast<size_t>(K * N));
#pragma omp parallel for schedule(static)
  for (int64_t p = 0; p < K; ++p)
    for (int64_t j = 0; j < N; ++j) bm[p * N + j] = km_bf16_to_f32(B[p * m + j]);
  std::vector<float> c(static_cast<size_t>(M * N));
  mm(a.data(), bm.data(), c.data(), M, N, K);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < N; ++j) {
      float v = c[i * N + j];
      C[i * N + j] = km_f32_to_bf16(v);
    }
  return 0;
}
