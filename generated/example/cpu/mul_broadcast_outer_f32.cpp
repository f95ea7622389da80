// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// z[i][k][j] = a[i][0][j] * b[0][k][j]: one rounded multiply per element.

int mul_broadcast_outer_f32(const float* a, const float* b, float* z, int64_t p, int64_t q, int64_t n) {
  const int64_t rows = p * q;
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const int64_t i = r / q, k = r % q;
    for (int64_t j = 0; j < n; ++j) z[r * n + j] = a[i * n + j] * b[k * n + j];
  }
  return 0;
}
