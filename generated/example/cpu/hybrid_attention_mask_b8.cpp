// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// One mask row per (batch, head, query), rows in parallel; each row is a run of trues between the
// window's first key (0 for the causal heads) and the query's own position.
int hybrid_attention_mask_b8(bool* y, int64_t b, int64_t heads, int64_t swa_heads, int64_t t,
                             int64_t past, int64_t window) {
  const int64_t kv = past + t, rows = b * heads * t;
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const int64_t q = r % t, h = (r / t) % heads;
    const int64_t last = past + q;  // the last key it may see
    const int64_t first = h < heads - swa_heads ? 0 : (last - window + 1 > 0 ? last - window + 1 : 0);
    bool* row = y + r * kv;
    for (int64_t k = 0; k < kv; ++k) row[k] = k >= first && k <= last;
  }
  return 0;
}
