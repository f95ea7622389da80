// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// Training: gy * noise. Evaluation: leaky_relu's gradient with slope (lower + upper) / 2.
int rrelu_with_noise_backward_bf16(const km_bf16* gy, const km_bf16* x, const km_bf16* noise, km_bf16* gx, int64_t n, double lower, double upper,
           int64_t training) {
  const bool train = training != 0 && upper - lower > 1e-6;
  const float slope = static_cast<float>((lower + upper) / 2.0);
#pragma omp parallel for simd schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float g = km_bf16_to_f32(gy[i]);
    gx[i] = km_f32_to_bf16(train ? g * km_bf16_to_f32(noise[i]) : (km_bf16_to_f32(x[i]) > 0.0f ? g : g * slope));
  }
  return 0;
}
