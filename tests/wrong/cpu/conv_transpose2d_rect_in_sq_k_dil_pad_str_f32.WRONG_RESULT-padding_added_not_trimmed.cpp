// Planted wrong kernel (self-test only): a transposed 2-D convolution that treats padding the way
// a forward convolution does: input (iy, ix) with tap (ty, tx) lands on output row iy * sh + ph +
// ty * dh instead of iy * sh - ph + ty * dh (padding trims the full output; it does not shift it
// right). The output size is right, so every element is written. Right whenever ph = pw = 0.
// Caught by: small (padding 1) and the row's own padding 1.
int conv_transpose2d_rect_in_sq_k_dil_pad_str_f32(const float* x, const float* W, float* y,
                                                  int64_t n, int64_t ci, int64_t h, int64_t w,
                                                  int64_t co, int64_t kh, int64_t kw, int64_t sh,
                                                  int64_t sw, int64_t ph, int64_t pw, int64_t dh,
                                                  int64_t dw, int64_t g) {
  const int64_t oh = (h - 1) * sh - 2 * ph + dh * (kh - 1) + 1;
  const int64_t ow = (w - 1) * sw - 2 * pw + dw * (kw - 1) + 1;
  const int64_t cig = ci / g, cog = co / g;
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t b = 0; b < n; ++b)
    for (int64_t o = 0; o < co; ++o) {
      float* yp = y + (b * co + o) * oh * ow;
      for (int64_t e = 0; e < oh * ow; ++e) yp[e] = 0.0f;
      for (int64_t c = 0; c < cig; ++c) {
        const int64_t cin = o / cog * cig + c;
        for (int64_t iy = 0; iy < h; ++iy)
          for (int64_t ix = 0; ix < w; ++ix)
            for (int64_t ty = 0; ty < kh; ++ty)
              for (int64_t tx = 0; tx < kw; ++tx) {
                const int64_t oy = iy * sh + ph + ty * dh,
                              ox = ix * sw + pw + tx * dw;  // sign of p
                if (oy < 0 || oy >= oh || ox < 0 || ox >= ow) continue;
                yp[oy * ow + ox] += W[((cin * cog + o % cog) * kh + ty) * kw + tx] *
                                    x[((b * ci + cin) * h + iy) * w + ix];
              }
      }
    }
  return 0;
}
