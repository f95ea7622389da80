// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Each element is computed from its index in double (no running sum, whose error grows with i),
// then rounded to the element type.
int arange_bf16(km_bf16* y, int64_t n, double start, double step) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = km_f32_to_bf16(static_cast<float>(start + static_cast<double>(i) * step));
  return 0;
}
