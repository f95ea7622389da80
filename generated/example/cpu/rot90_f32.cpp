// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// k taken mod 4 (negative k too); each output element reads its rotated source position.
int rot90_f32(const float* x, float* y, int64_t b, int64_t h, int64_t w, int64_t k) {
  const int64_t q = ((k % 4) + 4) % 4;
  const int64_t oh = q % 2 ? w : h, ow = q % 2 ? h : w;
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < b * oh; ++t) {
    const int64_t p = t / oh, i = t % oh;
    const float* xp = x + p * h * w;
    float* yr = y + t * ow;
    for (int64_t j = 0; j < ow; ++j) {
      int64_t r = i, c = j;
      if (q == 1) r = j, c = w - 1 - i;
      else if (q == 2) r = h - 1 - i, c = w - 1 - j;
      else if (q == 3) r = h - 1 - j, c = i;
      yr[j] = xp[r * w + c];
    }
  }
  return 0;
}
