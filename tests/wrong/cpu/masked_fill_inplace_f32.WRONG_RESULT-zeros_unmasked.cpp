// KernelMark planted kernel (test input, not a sample): treats x as a fresh output and writes
// zeros where the mask is 0, instead of leaving those elements alone.

int masked_fill_inplace_f32(const uint8_t* mask, float* x, int64_t n, double value) {
  const float v = static_cast<float>(value);
  for (int64_t i = 0; i < n; ++i) x[i] = mask[i] ? v : 0.0f;
  return 0;
}
