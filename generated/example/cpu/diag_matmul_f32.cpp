// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// C = diag(a) @ B computed as what it is, a row scaling: C[i, :] = a[i] * B[i, :]; rows in
// parallel.

int diag_matmul_f32(const float* a, const float* B, float* C, int64_t n, int64_t m) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
#pragma omp simd
    for (int64_t j = 0; j < m; ++j) C[i * m + j] = a[i] * B[i * m + j];
  }
  return 0;
}
