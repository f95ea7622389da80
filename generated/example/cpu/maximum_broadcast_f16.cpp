// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// z[p][q][j] = maximum(a[p][0][j], b[0][q][0]); NaN in either input propagates, as torch.maximum
// (std::fmax would drop it).
// Each fp16 element is widened to float, evaluated as above and rounded back to fp16 once.

static inline float nanmax(float u, float v) { return (u != u || v != v) ? u + v : (u > v ? u : v); }

int maximum_broadcast_f16(const km_f16* a, const km_f16* b, km_f16* z, int64_t nb, int64_t m, int64_t n) {
  const int64_t rows = nb * m;
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float v = km_f16_to_f32(b[r % m]);
    const int64_t p = r / m;
    for (int64_t j = 0; j < n; ++j) z[r * n + j] = km_f32_to_f16(nanmax(km_f16_to_f32(a[p * n + j]), v));
  }
  return 0;
}
