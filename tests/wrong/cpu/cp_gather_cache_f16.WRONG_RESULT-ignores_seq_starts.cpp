// KernelMark planted kernel (test input, not a sample): ignores seq_starts, gathering each sequence
// from cache position 0 instead of seq_starts[b] (right only where a sequence starts at 0).
#include <cstring>

int cp_gather_cache_f16(const km_f16* src_cache, const int32_t* block_table,
                         const int32_t* cu_seq_lens, const int32_t* seq_starts, km_f16* dst,
                         int64_t batch, int64_t tokens, int64_t entry, int64_t blocks, int64_t bs,
                         int64_t smax) {
  const int64_t width = (tokens + smax) / bs + 1;  // block_table's row length
  (void)seq_starts;
  const size_t bytes = static_cast<size_t>(entry) * sizeof(km_f16);
  for (int64_t b = 0; b < batch; ++b) {
    const int64_t lo = cu_seq_lens[b], hi = cu_seq_lens[b + 1];
    for (int64_t i = 0; i < hi - lo; ++i) {
      const int64_t p = i;  // the defect: seq_starts[b] is not added
      if (p / bs >= width) return 1;
      const int64_t block = block_table[b * width + p / bs];
      if (block < 0 || block >= blocks) return 1;
      std::memcpy(dst + (lo + i) * entry, src_cache + (block * bs + p % bs) * entry, bytes);
    }
  }
  return 0;
}
