// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// In place: x[i] = value where mask[i] is 1 (value rounded to f16 once, from double via float);
// the other elements are not written at all.

int masked_fill_inplace_f16(const uint8_t* mask, km_f16* x, int64_t n, double value) {
  const km_f16 v = km_f32_to_f16(static_cast<float>(value));
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i)
    if (mask[i]) x[i] = v;
  return 0;
}
