// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// PReLU over [b, c, s]: each (batch, channel) row of s elements uses the channel's slope w[ch].
// Each fp16 element is widened to float, all math is in float, and each result is rounded once.
int prelu_f16(const km_f16* x, const km_f16* w, km_f16* y, int64_t b, int64_t c, int64_t s) {
#pragma omp parallel for schedule(static)
  for (int64_t row = 0; row < b * c; ++row) {
    const float a = km_f16_to_f32(w[row % c]);
    const km_f16* xr = x + row * s;
    km_f16* yr = y + row * s;
    for (int64_t k = 0; k < s; ++k) {
      const float v = km_f16_to_f32(xr[k]);
      yr[k] = km_f32_to_f16(v >= 0.0f ? v : a * v);
    }
  }
  return 0;
}
