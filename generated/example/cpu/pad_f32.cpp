// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// Each output position maps to a source index per dimension (mode 1 reflect: mirror about the
// edge element; 2 replicate: clamp; 3 circular: wrap), or to the constant in mode 0.
static inline int64_t pad_src(int64_t o, int64_t before, int64_t len, int64_t mode) {
  const int64_t i = o - before;
  if (i >= 0 && i < len) return i;
  if (mode == 1) return i < 0 ? -i : 2 * (len - 1) - i;
  if (mode == 2) return i < 0 ? 0 : len - 1;
  if (mode == 3) return ((i % len) + len) % len;
  return -1;
}

int pad_f32(const float* x, float* y, int64_t n, int64_t c, int64_t h, int64_t w, int64_t pl, int64_t pr,
           int64_t pt, int64_t pb, int64_t mode, double value) {
  const int64_t oh = h + pt + pb, ow = w + pl + pr;
  const float fill = (static_cast<float>(value));
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < n * c * oh; ++t) {
    const int64_t p = t / oh, i = t % oh;
    const int64_t r = pad_src(i, pt, h, mode);
    float* yr = y + t * ow;
    for (int64_t j = 0; j < ow; ++j) {
      const int64_t col = pad_src(j, pl, w, mode);
      yr[j] = (r < 0 || col < 0) ? fill : x[(p * h + r) * w + col];
    }
  }
  return 0;
}
