// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// In place: one memcpy of the token's [h, d] key and value rows into cache slot slot_mapping[i]
// (block slot / bs, row slot % bs: in the [blocks, bs, h, d] layout that is row slot of
// [blocks * bs, h, d]); a slot of -1 is a padding token and writes nothing.
#include <cstring>

int reshape_and_cache_flash_f32(const float* key, const float* value, const int64_t* slot_mapping,
                               float* key_cache, float* value_cache, int64_t t, int64_t h, int64_t d,
                               int64_t blocks, int64_t bs) {
  const int64_t row = h * d;
  for (int64_t i = 0; i < t; ++i) {
    const int64_t s = slot_mapping[i];
    if (s < 0) continue;
    if (s >= blocks * bs) return 1;
    std::memcpy(key_cache + s * row, key + i * row, static_cast<size_t>(row) * sizeof(float));
    std::memcpy(value_cache + s * row, value + i * row, static_cast<size_t>(row) * sizeof(float));
  }
  return 0;
}
