// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// Elementwise select: the fill where the mask is set, else the input bits unchanged (NaN
// included).
int masked_fill_f32(const float* x, const uint8_t* mask, float* y, int64_t n, double value) {
  const float fill = (static_cast<float>(value));
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = mask[i] ? fill : x[i];
  return 0;
}
