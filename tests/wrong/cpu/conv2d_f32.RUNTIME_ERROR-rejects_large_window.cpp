// Planted wrong kernel (self-test only): the filter taps are staged in a fixed 5 x 5 table, and the
// kernel "fails safely" by returning an error for larger filters instead of handling them, as
// models do when they guard a fixed-size buffer. Shown shapes stop at 5 x 3. Caught by: the
// held-out set (a 7 x 7 filter): the entry point returns non-zero (RUNTIME_ERROR).
// km-reason: returned
int conv2d_f32(const float* x, const float* wt, const float* b, float* y, int64_t n, int64_t ci,
               int64_t h, int64_t w, int64_t co, int64_t kh, int64_t kw, int64_t p) {
  constexpr int64_t kMax = 5;
  if (kh > kMax || kw > kMax) return 2;  // unsupported filter size
  const int64_t ho = h + 2 * p - kh + 1, wo = w + 2 * p - kw + 1;
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t img = 0; img < n; ++img)
    for (int64_t o = 0; o < co; ++o) {
      for (int64_t oh = 0; oh < ho; ++oh)
        for (int64_t ow = 0; ow < wo; ++ow) {
          float acc = b[o];
          for (int64_t c = 0; c < ci; ++c) {
            float taps[kMax * kMax];
            for (int64_t i = 0; i < kh; ++i)
              for (int64_t j = 0; j < kw; ++j)
                taps[i * kw + j] = wt[((o * ci + c) * kh + i) * kw + j];
            for (int64_t i = 0; i < kh; ++i) {
              const int64_t ih = oh + i - p;
              if (ih < 0 || ih >= h) continue;
              for (int64_t j = 0; j < kw; ++j) {
                const int64_t iw = ow + j - p;
                if (iw < 0 || iw >= w) continue;
                acc += x[((img * ci + c) * h + ih) * w + iw] * taps[i * kw + j];
              }
            }
          }
          y[((img * co + o) * ho + oh) * wo + ow] = acc;
        }
    }
  return 0;
}
