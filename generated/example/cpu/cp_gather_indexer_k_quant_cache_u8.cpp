// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Two memcpys per gathered row: the slot's fp8 key bytes from the front of its block, and its
// fp32 scale bytes from the scale area after the block's bs keys.
#include <cstring>

int cp_gather_indexer_k_quant_cache_u8(const uint8_t* kv_cache, const int32_t* block_table,
                                       const int32_t* cu_seq_lens, uint8_t* dst_k,
                                       uint8_t* dst_scale, int64_t batch, int64_t tokens,
                                       int64_t blocks, int64_t bs, int64_t head_dim, int64_t qbs) {
  if (qbs <= 0 || head_dim % qbs != 0) return 1;
  const int64_t sbytes = 4 * (head_dim / qbs), block_bytes = bs * (head_dim + sbytes);
  const int64_t width = tokens / bs + 1;  // block_table's row length
  for (int64_t b = 0; b < batch; ++b) {
    const int64_t lo = cu_seq_lens[b], hi = cu_seq_lens[b + 1];
    for (int64_t i = 0; i < hi - lo; ++i) {
      if (i / bs >= width) return 1;
      const int64_t block = block_table[b * width + i / bs], t = i % bs;
      if (block < 0 || block >= blocks) return 1;
      const uint8_t* base = kv_cache + block * block_bytes;
      std::memcpy(dst_k + (lo + i) * head_dim, base + t * head_dim, static_cast<size_t>(head_dim));
      std::memcpy(dst_scale + (lo + i) * sbytes, base + bs * head_dim + t * sbytes, static_cast<size_t>(sbytes));
    }
  }
  return 0;
}
