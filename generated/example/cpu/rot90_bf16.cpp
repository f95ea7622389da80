// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// k taken mod 4 (negative k too); each output element reads its rotated source position.
int rot90_bf16(const km_bf16* x, km_bf16* y, int64_t b, int64_t h, int64_t w, int64_t k) {
  const int64_t q = ((k % 4) + 4) % 4;
  const int64_t oh = q % 2 ? w : h, ow = q % 2 ? h : w;
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < b * oh; ++t) {
    const int64_t p = t / oh, i = t % oh;
    const km_bf16* xp = x + p * h * w;
    km_bf16* yr = y + t * ow;
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
