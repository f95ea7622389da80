// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y = A * s over all m * n elements, s rounded to float once.
// Each bf16 element is widened to float, evaluated as above and rounded back to bf16 once.

int mul_scalar_bf16(const km_bf16* A, km_bf16* y, int64_t m, int64_t n, double s) {
  const float f = static_cast<float>(s);
  const int64_t total = m * n;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < total; ++i) y[i] = km_f32_to_bf16(km_bf16_to_f32(A[i]) * f);
  return 0;
}
