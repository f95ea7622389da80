// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// sgn(x) = (0 < x) - (x < 0): -1, 0 or 1; subnormals keep their sign.

static inline float signum(float v) { return static_cast<float>((v > 0) - (v < 0)); }

int sgn_f32(const float* x, float* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = signum(x[i]);
  return 0;
}
