// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// PReLU over [b, c, s]: each (batch, channel) row of s elements uses the channel's slope w[ch].
int prelu_f32(const float* x, const float* w, float* y, int64_t b, int64_t c, int64_t s) {
#pragma omp parallel for schedule(static)
  for (int64_t row = 0; row < b * c; ++row) {
    const float a = w[row % c];
    const float* xr = x + row * s;
    float* yr = y + row * s;
    for (int64_t k = 0; k < s; ++k) {
      const float v = xr[k];
      yr[k] = v >= 0.0f ? v : a * v;
    }
  }
  return 0;
}
