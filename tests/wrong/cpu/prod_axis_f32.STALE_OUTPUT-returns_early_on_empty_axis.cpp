// Plausible wrong kernel (self-test only): a correct product over the middle axis that returns at
// once when any size is 0, "nothing to reduce". For d = 0 that leaves the [outer, inner] output
// unwritten, where each element is the empty product, 1. Every case with d >= 1 passes; the
// `empty` set's outer=1, d=0, inner=1 (prod_axis has one since session 43) catches it.

int prod_axis_f32(const float* x, float* y, int64_t outer, int64_t d, int64_t inner) {
  if (outer == 0 || d == 0 || inner == 0) return 0;
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i) {
      float acc = 1.0f;
      for (int64_t k = 0; k < d; ++k) acc *= x[(o * d + k) * inner + i];
      y[o * inner + i] = acc;
    }
  return 0;
}
