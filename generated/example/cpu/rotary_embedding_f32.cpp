// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// Rotary embedding in place: for each token, its cos/sin row; for each head of query and key,
// the pairs of the first rot elements (neox: j and j + rot/2; gptj: 2j and 2j + 1) rotated in
// float. The d - rot elements past rot are never written.

namespace {
inline float ld(const float& p) { return p; }
inline float st(float v) { return v; }

void rotate(const int64_t* positions, const float* cache, float* x, int64_t t, int64_t heads, int64_t d,
            int64_t rot, bool neox) {
  const int64_t half = rot / 2;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < t; ++i) {
    const float* row = cache + positions[i] * rot;
    for (int64_t h = 0; h < heads; ++h) {
      float* v = x + (i * heads + h) * d;
      for (int64_t j = 0; j < half; ++j) {
        const int64_t a = neox ? j : 2 * j, b = neox ? j + half : 2 * j + 1;
        const float x1 = ld(v[a]), x2 = ld(v[b]), c = ld(row[j]), s = ld(row[half + j]);
        v[a] = st(x1 * c - x2 * s);
        v[b] = st(x2 * c + x1 * s);
      }
    }
  }
}
}  // namespace

int rotary_embedding_f32(const int64_t* positions, const float* cos_sin_cache, float* query, float* key,
                        int64_t t, int64_t hq, int64_t hk, int64_t d, int64_t rot, int64_t max_pos,
                        int64_t is_neox) {
  for (int64_t i = 0; i < t; ++i)
    if (positions[i] < 0 || positions[i] >= max_pos) return 1;
  rotate(positions, cos_sin_cache, query, t, hq, d, rot, is_neox != 0);
  rotate(positions, cos_sin_cache, key, t, hk, d, rot, is_neox != 0);
  return 0;
}
