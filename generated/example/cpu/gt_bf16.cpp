// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// z = (x > y) as a bool: IEEE comparison for floats (false where either is NaN).
// Each bf16 element is widened to float (exactly) and compared there.

int gt_bf16(const km_bf16* x, const km_bf16* y, bool* z, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = km_bf16_to_f32(x[i]) > km_bf16_to_f32(y[i]);
  return 0;
}
