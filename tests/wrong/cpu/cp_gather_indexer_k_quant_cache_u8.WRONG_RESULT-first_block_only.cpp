// KernelMark planted kernel (test input, not a sample): takes each sequence's first block from the
// block table and assumes its later blocks follow it in the cache, ignoring the table's second and
// later columns (right only for sequences of at most bs tokens).
#include <cstring>

int cp_gather_indexer_k_quant_cache_u8(const uint8_t* kv_cache, const int32_t* block_table,
                                       const int32_t* cu_seq_lens, uint8_t* dst_k,
                                       uint8_t* dst_scale, int64_t batch, int64_t tokens,
                                       int64_t blocks, int64_t bs, int64_t head_dim, int64_t qbs) {
  const int64_t sbytes = 4 * (head_dim / qbs), block_bytes = bs * (head_dim + sbytes);
  const int64_t width = tokens / bs + 1;
  for (int64_t b = 0; b < batch; ++b) {
    const int64_t lo = cu_seq_lens[b], hi = cu_seq_lens[b + 1];
    for (int64_t i = 0; i < hi - lo; ++i) {
      const int64_t block = (block_table[b * width] + i / bs) % blocks;  // the defect
      const uint8_t* base = kv_cache + block * block_bytes;
      const int64_t t = i % bs;
      std::memcpy(dst_k + (lo + i) * head_dim, base + t * head_dim, static_cast<size_t>(head_dim));
      std::memcpy(dst_scale + (lo + i) * sbytes, base + bs * head_dim + t * sbytes, static_cast<size_t>(sbytes));
    }
  }
  return 0;
}
