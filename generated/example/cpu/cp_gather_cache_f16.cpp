// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Sequence b fills dst rows cu_seq_lens[b] .. cu_seq_lens[b + 1] - 1; row i is cache position
// p = seq_starts[b] + i, i.e. row p % bs of block block_table[b, p / bs]: one memcpy per row.
#include <cstring>

int cp_gather_cache_f16(const km_f16* src_cache, const int32_t* block_table,
                         const int32_t* cu_seq_lens, const int32_t* seq_starts, km_f16* dst,
                         int64_t batch, int64_t tokens, int64_t entry, int64_t blocks, int64_t bs,
                         int64_t smax) {
  const int64_t width = (tokens + smax) / bs + 1;  // block_table's row length
  const size_t bytes = static_cast<size_t>(entry) * sizeof(km_f16);
  for (int64_t b = 0; b < batch; ++b) {
    const int64_t lo = cu_seq_lens[b], hi = cu_seq_lens[b + 1];
    for (int64_t i = 0; i < hi - lo; ++i) {
      const int64_t p = seq_starts[b] + i;
      if (p / bs >= width) return 1;
      const int64_t block = block_table[b * width + p / bs];
      if (block < 0 || block >= blocks) return 1;
      std::memcpy(dst + (lo + i) * entry, src_cache + (block * bs + p % bs) * entry, bytes);
    }
  }
  return 0;
}
