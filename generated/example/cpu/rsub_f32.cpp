// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// z = y - alpha * x, with alpha rounded to float once (as PyTorch's opmath does): a
// multiply and an add in float, one rounding to the output.

int rsub_f32(const float* x, const float* y, float* z, int64_t n, double alpha) {
  const float a = static_cast<float>(alpha);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) z[i] = y[i] - a * x[i];
  return 0;
}
