// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// In place: for every layer and pair p, one memcpy of block block_mapping[2p] onto block
// block_mapping[2p + 1], in the key caches and in the value caches. The header promises all
// block numbers distinct, so source and destination never overlap.
#include <cstring>

int copy_blocks_bf16(const int64_t* block_mapping, km_bf16* key_caches, km_bf16* value_caches,
                     int64_t layers, int64_t blocks, int64_t block_elems, int64_t pairs) {
  const size_t bytes = static_cast<size_t>(block_elems) * sizeof(km_bf16);
  for (int64_t p = 0; p < pairs; ++p) {
    const int64_t src = block_mapping[2 * p], dst = block_mapping[2 * p + 1];
    if (src < 0 || src >= blocks || dst < 0 || dst >= blocks) return 1;
    for (int64_t l = 0; l < layers; ++l) {
      const int64_t base = l * blocks;
      std::memcpy(key_caches + (base + dst) * block_elems, key_caches + (base + src) * block_elems, bytes);
      std::memcpy(value_caches + (base + dst) * block_elems, value_caches + (base + src) * block_elems, bytes);
    }
  }
  return 0;
}
