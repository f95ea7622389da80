// KernelMark planted kernel (test input, not a sample): reads each slot as one interleaved record
// (key bytes then its scales, head_dim + 4 * head_dim / qbs bytes per slot), the layout of
// [blocks, bs, cache_stride] taken at face value, instead of vLLM's keys-then-scales block layout.
#include <cstring>

int cp_gather_indexer_k_quant_cache_u8(const uint8_t* kv_cache, const int32_t* block_table,
                                       const int32_t* cu_seq_lens, uint8_t* dst_k,
                                       uint8_t* dst_scale, int64_t batch, int64_t tokens,
                                       int64_t blocks, int64_t bs, int64_t head_dim, int64_t qbs) {
  (void)blocks;
  const int64_t sbytes = 4 * (head_dim / qbs), stride = head_dim + sbytes;
  const int64_t width = tokens / bs + 1;
  for (int64_t b = 0; b < batch; ++b) {
    const int64_t lo = cu_seq_lens[b], hi = cu_seq_lens[b + 1];
    for (int64_t i = 0; i < hi - lo; ++i) {
      const uint8_t* slot = kv_cache + (block_table[b * width + i / bs] * bs + i % bs) * stride;  // the defect
      std::memcpy(dst_k + (lo + i) * head_dim, slot, static_cast<size_t>(head_dim));
      std::memcpy(dst_scale + (lo + i) * sbytes, slot + head_dim, static_cast<size_t>(sbytes));
    }
  }
  return 0;
}
