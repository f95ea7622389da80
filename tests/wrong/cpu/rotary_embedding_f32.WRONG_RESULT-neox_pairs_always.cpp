// KernelMark planted kernel (test input, not a sample): always rotates the neox pairs (j and
// j + rot/2), ignoring is_neox = 0 (the gptj layout of interleaved pairs).
#include <initializer_list>

int rotary_embedding_f32(const int64_t* positions, const float* cache, float* query, float* key,
                         int64_t t, int64_t hq, int64_t hk, int64_t d, int64_t rot, int64_t max_pos,
                         int64_t is_neox) {
  (void)max_pos;
  (void)is_neox;
  const int64_t half = rot / 2;
  for (float* x : {query, key}) {
    const int64_t heads = x == query ? hq : hk;
    for (int64_t i = 0; i < t; ++i)
      for (int64_t h = 0; h < heads; ++h) {
        float* v = x + (i * heads + h) * d;
        const float* row = cache + positions[i] * rot;
        for (int64_t j = 0; j < half; ++j) {
          const float x1 = v[j], x2 = v[j + half], c = row[j], s = row[half + j];
          v[j] = x1 * c - x2 * s;
          v[j + half] = x2 * c + x1 * s;
        }
      }
  }
  return 0;
}
