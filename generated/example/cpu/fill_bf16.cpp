// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// The value is rounded to the element type once, then stored n times over the threads.
int fill_bf16(km_bf16* y, int64_t n, double value) {
  const km_bf16 v = km_f32_to_bf16(static_cast<float>(value));
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = v;
  return 0;
}
