// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// z[i][k][j] = a[i][0][j] * b[0][k][j]: one rounded multiply per element.
// Each bf16 element is widened to float, evaluated as above and rounded back to bf16 once.

int mul_broadcast_outer_bf16(const km_bf16* a, const km_bf16* b, km_bf16* z, int64_t p, int64_t q, int64_t n) {
  const int64_t rows = p * q;
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const int64_t i = r / q, k = r % q;
    for (int64_t j = 0; j < n; ++j) z[r * n + j] = km_f32_to_bf16(km_bf16_to_f32(a[i * n + j]) * km_bf16_to_f32(b[k * n + j]));
  }
  return 0;
}
