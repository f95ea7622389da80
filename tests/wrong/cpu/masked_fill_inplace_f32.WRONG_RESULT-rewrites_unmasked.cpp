// KernelMark planted kernel (test input, not a sample): writes every element, x[i] = mask ? value
// : x[i] + 0.0f. The unmasked values look unchanged, but -0 + 0 is +0: the bits of an element
// the op leaves alone change, which only the in-place exactness rule can see (a tolerance
// compares -0 and +0 as equal).

int masked_fill_inplace_f32(const uint8_t* mask, float* x, int64_t n, double value) {
  const float v = static_cast<float>(value);
  for (int64_t i = 0; i < n; ++i) x[i] = mask[i] ? v : x[i] + 0.0f;
  return 0;
}
