// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// In place: token i with slot s >= 0 fills cache row s (block s / bs, row s % bs is row s of the
// [blocks * bs, r + rope] view) with kv_c[i] then k_pe[i]: two memcpys. A slot of -1 writes nothing.
#include <cstring>

int concat_and_cache_mla_f16(const km_f16* kv_c, const km_f16* k_pe, const int64_t* slot_mapping,
                              km_f16* kv_cache, int64_t t, int64_t r, int64_t rope, int64_t blocks,
                              int64_t bs) {
  const int64_t row = r + rope;
  for (int64_t i = 0; i < t; ++i) {
    const int64_t s = slot_mapping[i];
    if (s < 0) continue;
    if (s >= blocks * bs) return 1;
    std::memcpy(kv_cache + s * row, kv_c + i * r, static_cast<size_t>(r) * sizeof(km_f16));
    std::memcpy(kv_cache + s * row + r, k_pe + i * rope, static_cast<size_t>(rope) * sizeof(km_f16));
  }
  return 0;
}
