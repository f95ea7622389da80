// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// gx = x <= 0 ? 0 : gy, the comparison autograd makes on relu's result (NaN passes gy through).
int relu_backward_f32(const float* gy, const float* x, float* gx, int64_t n) {
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) gx[i] = (x[i]) <= 0.0f ? (0.0f) : gy[i];
  return 0;
}
