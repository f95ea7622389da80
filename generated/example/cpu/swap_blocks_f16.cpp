// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// In place: one memcpy per pair, block src_block[j] of src into block dst_block[j] of dst; the
// blocks no pair names are never touched.
#include <cstring>

int swap_blocks_f16(const km_f16* src, const int64_t* src_block, const int64_t* dst_block, km_f16* dst,
                   int64_t blocks, int64_t block_elems, int64_t pairs) {
  for (int64_t j = 0; j < pairs; ++j) {
    const int64_t s = src_block[j], d = dst_block[j];
    if (s < 0 || s >= blocks || d < 0 || d >= blocks) return 1;
    std::memcpy(dst + d * block_elems, src + s * block_elems,
                static_cast<size_t>(block_elems) * sizeof(km_f16));
  }
  return 0;
}
