// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// threshold: x <= threshold ? value : x. NaN fails the comparison and is kept, as PyTorch keeps it.
// The comparison is done in double so that an fp32 element equal to float(threshold) is judged
// against the threshold as given.
int threshold_f32(const float* x, float* y, int64_t n, double threshold, double value) {
  const float v = static_cast<float>(value);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float e = x[i];
    y[i] = static_cast<double>(e) <= threshold ? v : x[i];
  }
  return 0;
}
