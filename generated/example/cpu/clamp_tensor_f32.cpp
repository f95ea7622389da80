// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y[i][j] = min(max(x[i][j], lo[j]), hi[j]): hi wins where the bounds cross (lo > hi), and NaN in x,
// lo or hi propagates, as torch.clamp with tensor bounds.

static inline float clampv(float v, float l, float h) {
  if (v != v || l != l || h != h) return v + l + h;  // NaN
  v = v < l ? l : v;
  return v > h ? h : v;
}

int clamp_tensor_f32(const float* x, const float* lo, const float* hi, float* y, int64_t m, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) y[i * n + j] = clampv(x[i * n + j], lo[j], hi[j]);
  return 0;
}
