// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// x * x: one rounded multiply; overflow gives +inf.

static inline float sq(float v) { return v * v; }

int square_f32(const float* x, float* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = sq(x[i]);
  return 0;
}
