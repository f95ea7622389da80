// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// Elementwise: the new velocity momentum * v + g, then p - lr * velocity.
int sgd_momentum_bf16(const km_bf16* p, const km_bf16* g, const km_bf16* v, km_bf16* p_new, int64_t n, double lr, double momentum) {
  const float flr = static_cast<float>(lr), fm = static_cast<float>(momentum);
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) p_new[i] = km_f32_to_bf16(km_bf16_to_f32(p[i]) - flr * (fm * km_bf16_to_f32(v[i]) + km_bf16_to_f32(g[i])));
  return 0;
}
