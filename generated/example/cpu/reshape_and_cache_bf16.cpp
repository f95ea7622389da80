// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// In place: token i with slot s >= 0 writes block s / bs, position s % bs of both caches. The key
// cache splits the head dimension into d / x chunks of x contiguous elements
// ([blocks, h, d / x, bs, x]), so each chunk is one x-element copy; the value cache
// [blocks, h, d, bs] takes one element per bs-strided row. A slot of -1 writes nothing.
#include <cstring>

int reshape_and_cache_bf16(const km_bf16* key, const km_bf16* value, const int64_t* slot_mapping,
                           km_bf16* key_cache, km_bf16* value_cache, int64_t t, int64_t h, int64_t d,
                           int64_t x, int64_t blocks, int64_t bs) {
  if (x <= 0 || d % x != 0) return 1;
  const int64_t chunks = d / x;
  for (int64_t i = 0; i < t; ++i) {
    const int64_t s = slot_mapping[i];
    if (s < 0) continue;
    if (s >= blocks * bs) return 1;
    const int64_t block = s / bs, pos = s % bs;
    for (int64_t j = 0; j < h; ++j) {
      const km_bf16* k = key + (i * h + j) * d;
      const km_bf16* v = value + (i * h + j) * d;
      km_bf16* kc = key_cache + (block * h + j) * chunks * bs * x;
      km_bf16* vc = value_cache + (block * h + j) * d * bs;
      for (int64_t c = 0; c < chunks; ++c)
        std::memcpy(kc + (c * bs + pos) * x, k + c * x, static_cast<size_t>(x) * sizeof(km_bf16));
      for (int64_t e = 0; e < d; ++e) vc[e * bs + pos] = v[e];
    }
  }
  return 0;
}
