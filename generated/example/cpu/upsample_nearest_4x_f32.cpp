// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// Each output row is input row i / 4 with every element repeated 4 times.
int upsample_nearest_4x_f32(const float* x, float* y, int64_t n, int64_t c, int64_t h, int64_t w) {
  const int64_t oh = 4 * h, ow = 4 * w;
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < n * c * oh; ++t) {
    const int64_t p = t / oh, a = t % oh;
    const float* src = x + (p * h + a / 4) * w;
    float* dst = y + t * ow;
    for (int64_t b = 0; b < ow; ++b) dst[b] = src[b / 4];
  }
  return 0;
}
