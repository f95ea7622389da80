// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// z[b, c, n] = a[b, c, n] && m[0, c, 0]: one mask flag per channel, reused along each run of n.

int logical_and_broadcast_b8(const bool* a, const bool* m, bool* z, int64_t b, int64_t c, int64_t n) {
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t i = 0; i < b; ++i)
    for (int64_t j = 0; j < c; ++j) {
      const bool keep = m[j];
      const int64_t row = (i * c + j) * n;
      for (int64_t k = 0; k < n; ++k) z[row + k] = keep && a[row + k];
    }
  return 0;
}
