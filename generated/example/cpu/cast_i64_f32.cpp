// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// int64 to fp32: C++'s conversion rounds to nearest even (|x| <= 2^40 here).
int cast_i64_f32(const int64_t* x, float* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = static_cast<float>(x[i]);
  return 0;
}
