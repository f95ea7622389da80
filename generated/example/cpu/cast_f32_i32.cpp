// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 to int32: C++'s conversion truncates toward zero (the inputs stay within int32's range).
int cast_f32_i32(const float* x, int32_t* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = static_cast<int32_t>(x[i]);
  return 0;
}
