// KernelMark planted kernel (test input, not a sample): clears the whole cache first (treating
// dst as a fresh output), so the blocks no pair names lose their contents.
#include <cstring>

int swap_blocks_f32(const float* src, const int64_t* src_block, const int64_t* dst_block,
                    float* dst, int64_t blocks, int64_t block_elems, int64_t pairs) {
  std::memset(dst, 0, static_cast<size_t>(blocks * block_elems) * sizeof(float));
  for (int64_t j = 0; j < pairs; ++j)
    std::memcpy(dst + dst_block[j] * block_elems, src + src_block[j] * block_elems,
                static_cast<size_t>(block_elems) * sizeof(float));
  return 0;
}
