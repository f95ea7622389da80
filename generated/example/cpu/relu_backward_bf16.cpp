// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// gx = x <= 0 ? 0 : gy, the comparison autograd makes on relu's result (NaN passes gy through).
int relu_backward_bf16(const km_bf16* gy, const km_bf16* x, km_bf16* gx, int64_t n) {
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) gx[i] = km_bf16_to_f32(x[i]) <= 0.0f ? km_f32_to_bf16(0.0f) : gy[i];
  return 0;
}
