// Planted wrong kernel (self-test only): im2col written for dense windows: the output size is
// computed with dilation (so every element is written), but the taps are read at i and j instead of
// i * dh and j * dw. Right whenever dh = dw = 1. Caught by: small (dh = 2, dw = 3) and drawn cases.
int im2col_f32(const float* x, float* cols, int64_t n, int64_t c, int64_t h, int64_t w, int64_t kh,
               int64_t kw, int64_t dh, int64_t dw, int64_t ph, int64_t pw, int64_t sh, int64_t sw) {
  const int64_t oh = (h + 2 * ph - dh * (kh - 1) - 1) / sh + 1;
  const int64_t ow = (w + 2 * pw - dw * (kw - 1) - 1) / sw + 1;
  const int64_t rows = c * kh * kw;
  for (int64_t b = 0; b < n; ++b)
    for (int64_t r = 0; r < rows; ++r) {
      const int64_t ch = r / (kh * kw), i = r / kw % kh, j = r % kw;
      for (int64_t oy = 0; oy < oh; ++oy)
        for (int64_t ox = 0; ox < ow; ++ox) {
          const int64_t iy = oy * sh - ph + i, ix = ox * sw - pw + j;  // dilation left out
          cols[(b * rows + r) * oh * ow + oy * ow + ox] =
              (iy >= 0 && iy < h && ix >= 0 && ix < w) ? x[((b * c + ch) * h + iy) * w + ix] : 0.0f;
        }
    }
  return 0;
}
