// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to fp16 once.
// gx = x <= 0 ? 0 : gy, the comparison autograd makes on relu's result (NaN passes gy through).
int relu_backward_f16(const km_f16* gy, const km_f16* x, km_f16* gx, int64_t n) {
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) gx[i] = km_f16_to_f32(x[i]) <= 0.0f ? km_f32_to_f16(0.0f) : gy[i];
  return 0;
}
