// Planted wrong kernel (self-test only): the window counted inclusively (past + q - k <= window),
// one key too many for every sliding-window row that reaches back that far: an off-by-one of the
// mask conventions (some libraries take "window" as the lookback, others as the span). Caught by:
// every case with a sliding-window head and a row longer than the window (small[3], the drawn set).
int hybrid_attention_mask_b8(bool* y, int64_t b, int64_t heads, int64_t swa_heads, int64_t t,
                             int64_t past, int64_t window) {
  const int64_t kv = past + t;
  for (int64_t r = 0; r < b * heads * t; ++r) {
    const int64_t q = r % t, h = (r / t) % heads, last = past + q;
    for (int64_t k = 0; k < kv; ++k)
      y[r * kv + k] = k <= last && (h < heads - swa_heads || last - k <= window);
  }
  return 0;
}
