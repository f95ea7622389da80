// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y[n][ch][h][w] = x[n][ch][h][w] / s[ch]: one correctly rounded divide per element (a divisor of 0
// gives +-inf or NaN, as IEEE division does).

int div_broadcast_channel_f32(const float* x, const float* s, float* y, int64_t b, int64_t c, int64_t h, int64_t w) {
  const int64_t hw = h * w, planes = b * c;
#pragma omp parallel for schedule(static)
  for (int64_t p = 0; p < planes; ++p) {
    const float d = s[p % c];
    for (int64_t k = 0; k < hw; ++k) y[p * hw + k] = x[p * hw + k] / d;
  }
  return 0;
}
