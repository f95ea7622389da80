// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// Elementwise: the new velocity momentum * v + g, then p - lr * velocity.
int sgd_momentum_f32(const float* p, const float* g, const float* v, float* p_new, int64_t n, double lr, double momentum) {
  const float flr = static_cast<float>(lr), fm = static_cast<float>(momentum);
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) p_new[i] = ((p[i]) - flr * (fm * (v[i]) + (g[i])));
  return 0;
}
