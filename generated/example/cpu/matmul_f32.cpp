// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// C = A @ B for row-major A [m, k], B [k, n], C [m, n]. C is split into kMc x kNc blocks, one per
// OpenMP task; each block is swept over k in kKc-deep slices (so the B panel stays in L2), and
// inside a slice a 4 x 32 tile of C is kept in registers while a row of A meets a row of B.

namespace {

constexpr int64_t kMr = 4, kNr = 32;               // register tile of C
constexpr int64_t kMc = 64, kNc = 256, kKc = 256;  // cache blocks

// C[0:mr, 0:nr] += A[0:mr, p0:p1] @ B[p0:p1, 0:nr]; lda / ldb / ldc are row strides.
// With MR == kMr and NR == kNr the trip counts are constants and acc lives in registers.
template <int64_t MR, int64_t NR>
inline void tile(const float* A, int64_t lda, const float* B, int64_t ldb, float* C, int64_t ldc,
                 int64_t p0, int64_t p1, int64_t mr = MR, int64_t nr = NR) {
  float acc[MR][NR] = {};
  for (int64_t p = p0; p < p1; ++p) {
    const float* b = B + p * ldb;
    for (int64_t r = 0; r < mr; ++r) {
      const float a = A[r * lda + p];
#pragma omp simd
      for (int64_t c = 0; c < nr; ++c) acc[r][c] += a * b[c];
    }
  }
  for (int64_t r = 0; r < mr; ++r)
#pragma omp simd
    for (int64_t c = 0; c < nr; ++c) C[r * ldc + c] += acc[r][c];
}

// C = A @ B (C overwritten).
void sgemm_nn(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k) {
  const int64_t mb = (m + kMc - 1) / kMc, nb = (n + kNc - 1) / kNc;
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t bi = 0; bi < mb; ++bi)
    for (int64_t bj = 0; bj < nb; ++bj) {
      const int64_t i0 = bi * kMc, i1 = i0 + kMc < m ? i0 + kMc : m;
      const int64_t j0 = bj * kNc, j1 = j0 + kNc < n ? j0 + kNc : n;
      for (int64_t i = i0; i < i1; ++i)
        for (int64_t j = j0; j < j1; ++j) C[i * n + j] = 0.0f;
      for (int64_t p0 = 0; p0 < k; p0 += kKc) {
        const int64_t p1 = p0 + kKc < k ? p0 + kKc : k;
        for (int64_t i = i0; i < i1; i += kMr)
          for (int64_t j = j0; j < j1; j += kNr) {
            const int64_t mr = i1 - i < kMr ? i1 - i : kMr, nr = j1 - j < kNr ? j1 - j : kNr;
            const float* a = A + i * k;
            float* c = C + i * n + j;
            if (mr == kMr && nr == kNr)
              tile<kMr, kNr>(a, k, B + j, n, c, n, p0, p1);
            else
              tile<kMr, kNr>(a, k, B + j, n, c, n, p0, p1, mr, nr);
          }
      }
    }
}

}  // namespace

int matmul_f32(const float* A, const float* B, float* C, int64_t m, int64_t n, int64_t k) {
  sgemm_nn(A, B, C, m, n, k);
  return 0;
}
