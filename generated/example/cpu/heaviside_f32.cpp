// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// heaviside(x, values) = values where x == 0 (+0 or -0), 1 where x > 0, 0 elsewhere (NaN included,
// as PyTorch's x == 0 ? values : x > 0).

static inline float step(float v, float at0) { return v == 0 ? at0 : (v > 0 ? float(1) : float(0)); }

int heaviside_f32(const float* x, const float* values, float* z, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = step(x[i], values[i]);
  return 0;
}
