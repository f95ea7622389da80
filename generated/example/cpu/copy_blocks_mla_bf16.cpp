// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// In place: for every layer and pair p, one memcpy of latent block block_mapping[2p] onto block
// block_mapping[2p + 1]. The header promises all block numbers distinct (no overlap).
#include <cstring>

int copy_blocks_mla_bf16(const int64_t* block_mapping, km_bf16* kv_caches, int64_t layers,
                         int64_t blocks, int64_t block_elems, int64_t pairs) {
  const size_t bytes = static_cast<size_t>(block_elems) * sizeof(km_bf16);
  for (int64_t p = 0; p < pairs; ++p) {
    const int64_t src = block_mapping[2 * p], dst = block_mapping[2 * p + 1];
    if (src < 0 || src >= blocks || dst < 0 || dst >= blocks) return 1;
    for (int64_t l = 0; l < layers; ++l)
      std::memcpy(kv_caches + (l * blocks + dst) * block_elems,
                  kv_caches + (l * blocks + src) * block_elems, bytes);
  }
  return 0;
}
