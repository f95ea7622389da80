// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// Elementwise select: the fill where the mask is set, else the input bits unchanged (NaN
// included).
int masked_fill_bf16(const km_bf16* x, const uint8_t* mask, km_bf16* y, int64_t n, double value) {
  const km_bf16 fill = km_f32_to_bf16(static_cast<float>(value));
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = mask[i] ? fill : x[i];
  return 0;
}
