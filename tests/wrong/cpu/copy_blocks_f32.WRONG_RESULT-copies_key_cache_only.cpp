// KernelMark planted kernel (test input, not a sample): copies the blocks of the key caches and
// forgets the value caches, whose destination blocks keep their old contents.
#include <cstring>

int copy_blocks_f32(const int64_t* block_mapping, float* key_caches, float* value_caches,
                    int64_t layers, int64_t blocks, int64_t block_elems, int64_t pairs) {
  (void)value_caches;
  const size_t bytes = static_cast<size_t>(block_elems) * sizeof(float);
  for (int64_t p = 0; p < pairs; ++p) {
    const int64_t src = block_mapping[2 * p], dst = block_mapping[2 * p + 1];
    for (int64_t l = 0; l < layers; ++l)
      std::memcpy(key_caches + (l * blocks + dst) * block_elems,
                  key_caches + (l * blocks + src) * block_elems, bytes);
  }
  return 0;
}
