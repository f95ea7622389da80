// Planted wrong kernel (self-test only): the int8 products are summed in an int16 accumulator,
// which wraps once a sum passes 32767 (three products near 127 * 127 already do): the op needs
// int32 accumulation for any k above 2.
int cutlass_scaled_mm_bf16(const int8_t* a, const int8_t* b, const float* scale_a,
                           const float* scale_b, const km_bf16* bias, km_bf16* out, int64_t m,
                           int64_t k, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      int16_t acc = 0;
      for (int64_t p = 0; p < k; ++p)
        acc = static_cast<int16_t>(acc + int32_t{a[i * k + p]} * int32_t{b[j * k + p]});
      out[i * n + j] = km_f32_to_bf16(static_cast<float>(acc) * scale_a[i] * scale_b[j] +
                                      km_bf16_to_f32(bias[j]));
    }
  return 0;
}
