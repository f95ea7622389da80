// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// z[p][q][j] = maximum(a[p][0][j], b[0][q][0]); NaN in either input propagates, as torch.maximum
// (std::fmax would drop it).

static inline float nanmax(float u, float v) { return (u != u || v != v) ? u + v : (u > v ? u : v); }

int maximum_broadcast_f32(const float* a, const float* b, float* z, int64_t nb, int64_t m, int64_t n) {
  const int64_t rows = nb * m;
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float v = b[r % m];
    const int64_t p = r / m;
    for (int64_t j = 0; j < n; ++j) z[r * n + j] = nanmax(a[p * n + j], v);
  }
  return 0;
}
