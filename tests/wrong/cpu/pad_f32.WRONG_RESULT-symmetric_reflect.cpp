// Planted wrong kernel (self-test only): reflect mode repeats the edge element (numpy's
// 'symmetric': -1 -> 0, -2 -> 1) where torch's 'reflect' mirrors about it (-1 -> 1, -2 -> 2).
// Stays in bounds. Caught by: every reflect case (mode 1: small[2], heldout[0], bench, drawn).
static inline int64_t src_index(int64_t o, int64_t before, int64_t len, int64_t mode) {
  const int64_t i = o - before;
  if (i >= 0 && i < len) return i;
  if (mode == 1) return i < 0 ? -i - 1 : 2 * len - 1 - i;
  if (mode == 2) return i < 0 ? 0 : len - 1;
  if (mode == 3) return ((i % len) + len) % len;
  return -1;
}

int pad_f32(const float* x, float* y, int64_t n, int64_t c, int64_t h, int64_t w, int64_t pl,
            int64_t pr, int64_t pt, int64_t pb, int64_t mode, double value) {
  const int64_t oh = h + pt + pb, ow = w + pl + pr;
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < n * c * oh; ++t) {
    const int64_t p = t / oh, i = t % oh, r = src_index(i, pt, h, mode);
    for (int64_t j = 0; j < ow; ++j) {
      const int64_t col = src_index(j, pl, w, mode);
      y[t * ow + j] = (r < 0 || col < 0) ? static_cast<float>(value) : x[(p * h + r) * w + col];
    }
  }
  return 0;
}
