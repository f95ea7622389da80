// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// Training: gy * noise. Evaluation: leaky_relu's gradient with slope (lower + upper) / 2.
int rrelu_with_noise_backward_f32(const float* gy, const float* x, const float* noise, float* gx, int64_t n, double lower, double upper,
           int64_t training) {
  const bool train = training != 0 && upper - lower > 1e-6;
  const float slope = static_cast<float>((lower + upper) / 2.0);
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float g = (gy[i]);
    gx[i] = (train ? g * (noise[i]) : ((x[i]) > 0.0f ? g : g * slope));
  }
  return 0;
}
