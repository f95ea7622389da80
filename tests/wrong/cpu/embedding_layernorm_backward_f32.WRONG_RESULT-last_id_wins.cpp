// Planted wrong kernel (self-test only): gw_norm right, gw_emb wrong only: each token's g_h is
// stored into its id's row instead of added (index_copy where the op is index_add), so a repeated id
// keeps its last token's gradient. Caught by: gw_emb's own tolerance wherever an id repeats (ids
// are drawn with replacement, v <= 2 * b * s).
int embedding_layernorm_backward_f32(const int64_t* ids, const float* gy, const float* x,
                                     const float* w, const float* rstd, float* gw_emb,
                                     float* gw_norm, int64_t b, int64_t s, int64_t hd, int64_t v) {
  const int64_t tokens = b * s;
  for (int64_t i = 0; i < v * hd; ++i) gw_emb[i] = 0.0f;
  for (int64_t j = 0; j < hd; ++j) {
    double norm = 0;
    for (int64_t t = 0; t < tokens; ++t) {
      gw_emb[ids[t] * hd + j] = gy[t * hd + j] * w[j] * rstd[t];
      norm += static_cast<double>(gy[t * hd + j]) * x[t * hd + j] * rstd[t];
    }
    gw_norm[j] = static_cast<float>(norm);
  }
  return 0;
}
