// Planted wrong kernel (self-test only): columns are processed in blocks of 8 up to n / 8 * 8, with
// no remainder loop, on the assumption that n % 8 == 0 as in transformer widths. The last n % 8
// columns of every row are never written. Caught by: the poisoned outputs (n = 1 writes nothing:
// STALE_OUTPUT).
// km-reason: never written
int add_bias_bf16(const km_bf16* x, const km_bf16* bias, km_bf16* y, int64_t m, int64_t n) {
  const int64_t n8 = n / 8 * 8;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m; ++i) {
    const km_bf16* xr = x + i * n;
    km_bf16* yr = y + i * n;
    for (int64_t j = 0; j < n8; j += 8) {
      float v[8];
      for (int t = 0; t < 8; ++t) v[t] = km_bf16_to_f32(xr[j + t]) + km_bf16_to_f32(bias[j + t]);
      for (int t = 0; t < 8; ++t) yr[j + t] = km_f32_to_bf16(v[t]);
    }
  }
  return 0;
}
