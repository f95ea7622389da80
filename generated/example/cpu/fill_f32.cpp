// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// The value is rounded to the element type once, then stored n times over the threads.
int fill_f32(float* y, int64_t n, double value) {
  const float v = static_cast<float>(value);
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = v;
  return 0;
}
