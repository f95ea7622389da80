// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y[i][j] = min(max(x[i][j], lo[j]), hi[j]): hi wins where the bounds cross (lo > hi), and NaN in x,
// lo or hi propagates, as torch.clamp with tensor bounds.
// Each fp16 element is widened to float, evaluated as above and rounded back to fp16 once.

static inline float clampv(float v, float l, float h) {
  if (v != v || l != l || h != h) return v + l + h;  // NaN
  v = v < l ? l : v;
  return v > h ? h : v;
}

int clamp_tensor_f16(const km_f16* x, const km_f16* lo, const km_f16* hi, km_f16* y, int64_t m, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) y[i * n + j] = km_f32_to_f16(clampv(km_f16_to_f32(x[i * n + j]), km_f16_to_f32(lo[j]), km_f16_to_f32(hi[j])));
  return 0;
}
