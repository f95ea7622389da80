// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// gy / 6 inside the open interval (-3, 3), else 0 (NaN compares false).
int hardsigmoid_backward_bf16(const km_bf16* gy, const km_bf16* x, km_bf16* gx, int64_t n) {
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float v = km_bf16_to_f32(x[i]);
    gx[i] = km_f32_to_bf16((v > -3.0f && v < 3.0f) ? km_bf16_to_f32(gy[i]) / 6.0f : 0.0f);
  }
  return 0;
}
