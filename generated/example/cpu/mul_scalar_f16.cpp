// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y = A * s over all m * n elements, s rounded to float once.
// Each fp16 element is widened to float, evaluated as above and rounded back to fp16 once.

int mul_scalar_f16(const km_f16* A, km_f16* y, int64_t m, int64_t n, double s) {
  const float f = static_cast<float>(s);
  const int64_t total = m * n;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < total; ++i) y[i] = km_f32_to_f16(km_f16_to_f32(A[i]) * f);
  return 0;
}
