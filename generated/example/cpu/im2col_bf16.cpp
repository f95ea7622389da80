// KernelMark sample kernel (generated/example): written by the KernelMark authors from the spec's
// semantics to exercise the suite and as a one-shot prompt example. Not produced by a model.
//
// im2col (F.unfold): one OpenMP task per (image, row of cols), i.e. per (channel, kernel row i,
// kernel column j); that row is the input shifted by (i * dh - ph, j * dw - pw) and subsampled by the
// stride, zero outside the image. A copy, so no arithmetic on the values.

int im2col_bf16(const km_bf16* x, km_bf16* cols, int64_t n, int64_t c, int64_t h, int64_t w, int64_t kh,
             int64_t kw, int64_t dh, int64_t dw, int64_t ph, int64_t pw, int64_t sh, int64_t sw) {
  const int64_t oh = (h + 2 * ph - dh * (kh - 1) - 1) / sh + 1;
  const int64_t ow = (w + 2 * pw - dw * (kw - 1) - 1) / sw + 1;
  const int64_t rows = c * kh * kw;
  const km_bf16 zero = km_f32_to_bf16(0.0f);
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t b = 0; b < n; ++b)
    for (int64_t r = 0; r < rows; ++r) {
      const int64_t ch = r / (kh * kw), i = r / kw % kh, j = r % kw;
      const km_bf16* xc = x + (b * c + ch) * h * w;
      km_bf16* out = cols + (b * rows + r) * oh * ow;
      for (int64_t oy = 0; oy < oh; ++oy) {
        const int64_t iy = oy * sh - ph + i * dh;
        km_bf16* o = out + oy * ow;
        if (iy < 0 || iy >= h) {
          for (int64_t ox = 0; ox < ow; ++ox) o[ox] = zero;
          continue;
        }
        for (int64_t ox = 0; ox < ow; ++ox) {
          const int64_t ix = ox * sw - pw + j * dw;
          o[ox] = (ix >= 0 && ix < w) ? xc[iy * w + ix] : zero;
        }
      }
    }
  return 0;
}
