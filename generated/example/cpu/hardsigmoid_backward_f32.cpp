// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// gy / 6 inside the open interval (-3, 3), else 0 (NaN compares false).
int hardsigmoid_backward_f32(const float* gy, const float* x, float* gx, int64_t n) {
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float v = (x[i]);
    gx[i] = ((v > -3.0f && v < 3.0f) ? (gy[i]) / 6.0f : 0.0f);
  }
  return 0;
}
