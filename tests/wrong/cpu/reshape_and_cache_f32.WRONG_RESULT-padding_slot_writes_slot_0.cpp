// KernelMark planted kernel (test input, not a sample): clamps a padding token's slot of -1 to 0
// instead of skipping it, so the padding token's key and value overwrite cache slot 0 (block 0,
// position 0), which the op leaves alone unless a real token names it.
#include <cstring>

int reshape_and_cache_f32(const float* key, const float* value, const int64_t* slot_mapping,
                          float* key_cache, float* value_cache, int64_t t, int64_t h, int64_t d,
                          int64_t x, int64_t blocks, int64_t bs) {
  (void)blocks;
  const int64_t chunks = d / x;
  for (int64_t i = 0; i < t; ++i) {
    const int64_t s = slot_mapping[i] < 0 ? 0 : slot_mapping[i];
    const int64_t block = s / bs, pos = s % bs;
    for (int64_t j = 0; j < h; ++j) {
      const float* k = key + (i * h + j) * d;
      const float* v = value + (i * h + j) * d;
      float* kc = key_cache + (block * h + j) * chunks * bs * x;
      float* vc = value_cache + (block * h + j) * d * bs;
      for (int64_t c = 0; c < chunks; ++c)
        std::memcpy(kc + (c * bs + pos) * x, k + c * x, static_cast<size_t>(x) * sizeof(float));
      for (int64_t e = 0; e < d; ++e) vc[e * bs + pos] = v[e];
    }
  }
  return 0;
}
