// Planted wrong kernel (self-test only): the running sum is kept in fp16, rounded after every add
// (as a numpy-style fp16 reference does). Short columns stay within tolerance, but once the sum
// grows past a few hundred every add loses the low bits of its input (the fp16 spacing is 0.125 at
// 256, 2 at 2048, 16 at 16384) and the error grows far past fp32 accumulation's.
// Caught by: the small, held-out and drawn cases whose columns reach sums of a few hundred (d = 1000
// in small; d = 1001, 8195, 65537 in heldout), not by the short ones.
int cumsum_axis_f16(const km_f16* x, km_f16* y, int64_t outer, int64_t d, int64_t inner) {
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < outer * inner; ++t) {
    const int64_t o = t / inner, i = t % inner;
    km_f16 acc = km_f32_to_f16(0.0f);
    for (int64_t k = 0; k < d; ++k) {
      const int64_t at = (o * d + k) * inner + i;
      acc = km_f32_to_f16(km_f16_to_f32(acc) + km_f16_to_f32(x[at]));
      y[at] = acc;
    }
  }
  return 0;
}
