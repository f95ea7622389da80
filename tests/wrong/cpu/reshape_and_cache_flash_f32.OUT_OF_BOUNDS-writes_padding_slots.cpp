// KernelMark planted kernel (test input, not a sample): does not skip the padding tokens, so a
// slot of -1 writes one [h, d] row before the start of each cache.
#include <cstring>

int reshape_and_cache_flash_f32(const float* key, const float* value, const int64_t* slot_mapping,
                                float* key_cache, float* value_cache, int64_t t, int64_t h,
                                int64_t d, int64_t blocks, int64_t bs) {
  (void)blocks;
  (void)bs;
  const int64_t row = h * d;
  for (int64_t i = 0; i < t; ++i) {
    std::memcpy(key_cache + slot_mapping[i] * row, key + i * row, static_cast<size_t>(row) * 4);
    std::memcpy(value_cache + slot_mapping[i] * row, value + i * row, static_cast<size_t>(row) * 4);
  }
  return 0;
}
