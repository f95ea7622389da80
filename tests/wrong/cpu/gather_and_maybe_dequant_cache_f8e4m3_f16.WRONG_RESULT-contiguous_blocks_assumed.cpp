// KernelMark planted kernel (test input, not a sample): reads only the first entry of each
// sequence's block-table row and assumes the sequence's later blocks follow it in the cache
// (block_table[b, 0] + p / bs), ignoring the table's second and later columns.
int gather_and_maybe_dequant_cache_f8e4m3_f16(const km_fp8e4m3* src_cache, const int32_t* block_table,
                                             const int32_t* cu_seq_lens, const int32_t* seq_starts,
                                             const float* scale, km_f16* dst, int64_t batch,
                                             int64_t tokens, int64_t entry, int64_t blocks,
                                             int64_t bs, int64_t smax) {
  const int64_t width = (tokens + smax) / bs + 1;
  for (int64_t b = 0; b < batch; ++b) {
    const int64_t lo = cu_seq_lens[b], hi = cu_seq_lens[b + 1];
    for (int64_t i = 0; i < hi - lo; ++i) {
      const int64_t p = seq_starts[b] + i;
      int64_t block = block_table[b * width] + p / bs;  // the defect
      if (block >= blocks) block %= blocks;             // kept in bounds, so the verdict is the values
      const km_fp8e4m3* src = src_cache + (block * bs + p % bs) * entry;
      for (int64_t e = 0; e < entry; ++e)
        dst[(lo + i) * entry + e] = km_f32_to_f16(km_fp8e4m3_to_f32(src[e]) * scale[0]);
    }
  }
  return 0;
}
