// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y[b][ch][h][w] = x[b][ch][h][w] + bias[ch]: each (b, ch) plane of h * w elements gets one bias.

int add_bias_nchw_f32(const float* x, const float* bias, float* y, int64_t n, int64_t c, int64_t h, int64_t w) {
  const int64_t hw = h * w, planes = n * c;
#pragma omp parallel for schedule(static)
  for (int64_t p = 0; p < planes; ++p) {
    const float b = bias[p % c];
    for (int64_t k = 0; k < hw; ++k) y[p * hw + k] = x[p * hw + k] + b;
  }
  return 0;
}
