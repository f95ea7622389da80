// Planted wrong kernel (self-test only): reads a row two bf16 at a time as one 32-bit word and, for
// odd cols, loads the last word anyway and masks its upper half, reading one bf16 past the row
// (past x on the last row); results are right. Caught by: the drawn set, whose buffers end at a
// protected page.
// km-reason: a page the harness protected
int sum_dim_bf16(const km_bf16* x, km_bf16* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const km_bf16* xr = x + r * cols;
    float s0 = 0.0f, s1 = 0.0f;
    for (int64_t c = 0; c < cols; c += 2) {
      uint32_t pair;
      memcpy(&pair, xr + c, sizeof pair);  // x[c] in the low half, x[c + 1] in the high half
      if (c + 1 == cols) pair &= 0xffffu;  // odd tail: drop the lane past the row
      s0 += km_bits_f32_(pair << 16);
      s1 += km_bits_f32_(pair & 0xffff0000u);
    }
    y[r] = km_f32_to_bf16(s0 + s1);
  }
  return 0;
}
