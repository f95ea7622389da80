// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Sequence b fills dst rows cu_seq_lens[b] .. cu_seq_lens[b + 1] - 1; row i is cache position
// p = seq_starts[b] + i, i.e. row p % bs of block block_table[b, p / bs]. Each fp8 element is
// widened to fp32, multiplied by the scale in fp32 and rounded once to the output type.
int gather_and_maybe_dequant_cache_f8e5m2_bf16(const km_fp8e5m2* src_cache, const int32_t* block_table,
                                     const int32_t* cu_seq_lens, const int32_t* seq_starts,
                                     const float* scale, km_bf16* dst, int64_t batch, int64_t tokens,
                                     int64_t entry, int64_t blocks, int64_t bs, int64_t smax) {
  const int64_t width = (tokens + smax) / bs + 1;  // block_table's row length
  const float sc = scale[0];
  for (int64_t b = 0; b < batch; ++b) {
    const int64_t lo = cu_seq_lens[b], hi = cu_seq_lens[b + 1];
    for (int64_t i = 0; i < hi - lo; ++i) {
      const int64_t p = seq_starts[b] + i;
      if (p / bs >= width) return 1;
      const int64_t block = block_table[b * width + p / bs];
      if (block < 0 || block >= blocks) return 1;
      const km_fp8e5m2* src = src_cache + (block * bs + p % bs) * entry;
      km_bf16* out = dst + (lo + i) * entry;
      for (int64_t e = 0; e < entry; ++e) out[e] = km_f32_to_bf16(km_fp8e5m2_to_f32(src[e]) * sc);
    }
  }
  return 0;
}
