// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// C = diag(a) @ B computed as what it is, a row scaling: C[i, :] = a[i] * B[i, :]; rows in
// parallel.

int diag_matmul_f16(const km_f16* a, const km_f16* B, km_f16* C, int64_t n, int64_t m) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float ai = km_f16_to_f32(a[i]);
#pragma omp simd
    for (int64_t j = 0; j < m; ++j) 
      C[i * m + j] = km_f32_to_f16(ai * km_f16_to_f32(B[i * m + j]));
  }
  return 0;
}
