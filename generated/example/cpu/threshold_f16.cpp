// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// threshold: x <= threshold ? value : x. NaN fails the comparison and is kept, as PyTorch keeps it.
// The comparison is done in double so that an fp32 element equal to float(threshold) is judged
// against the threshold as given.
// Each fp16 element is widened to float, all math is in float, and each result is rounded once.
int threshold_f16(const km_f16* x, km_f16* y, int64_t n, double threshold, double value) {
  const km_f16 v = km_f32_to_f16(static_cast<float>(value));
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float e = km_f16_to_f32(x[i]);
    y[i] = static_cast<double>(e) <= threshold ? v : x[i];
  }
  return 0;
}
