// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y[i, j] = a[i, perm[j]]: rows in parallel, each a gather through the permutation.

int permute_cols_bf16(const km_bf16* a, const int32_t* perm, km_bf16* y, int64_t m, int64_t k) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < k; ++j) y[i * k + j] = a[i * k + perm[j]];
  return 0;
}
