// KernelMark planted kernel (test input, not a sample): converts the fp8 entries to bf16 without
// multiplying by the scale (the kv_cache_dtype = "auto" path applied to an fp8 cache).
int gather_and_maybe_dequant_cache_f8e4m3_bf16(const km_fp8e4m3* src_cache, const int32_t* block_table,
                                              const int32_t* cu_seq_lens, const int32_t* seq_starts,
                                              const float* scale, km_bf16* dst, int64_t batch,
                                              int64_t tokens, int64_t entry, int64_t blocks,
                                              int64_t bs, int64_t smax) {
  (void)scale, (void)blocks;  // the defect: the scale is never read
  const int64_t width = (tokens + smax) / bs + 1;
  for (int64_t b = 0; b < batch; ++b) {
    const int64_t lo = cu_seq_lens[b], hi = cu_seq_lens[b + 1];
    for (int64_t i = 0; i < hi - lo; ++i) {
      const int64_t p = seq_starts[b] + i;
      const km_fp8e4m3* src = src_cache + (block_table[b * width + p / bs] * bs + p % bs) * entry;
      for (int64_t e = 0; e < entry; ++e) dst[(lo + i) * entry + e] = km_f32_to_bf16(km_fp8e4m3_to_f32(src[e]));
    }
  }
  return 0;
}
