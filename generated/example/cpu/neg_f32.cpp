// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// -x: flipping the sign is exact; NaN stays NaN.

static inline float negate(float v) { return -v; }

int neg_f32(const float* x, float* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = negate(x[i]);
  return 0;
}
