// Planted wrong kernel (self-test only): written for square filters (3 x 3, 5 x 5, 7 x 7): the
// filter width is taken to be kh, both for the output width and for indexing the weights. Square
// filters come out right. Caught by: the small set's 5 x 3 filter.
int conv2d_f32(const float* x, const float* wt, const float* b, float* y, int64_t n, int64_t ci,
               int64_t h, int64_t w, int64_t co, int64_t kh, int64_t kw, int64_t p) {
  const int64_t k = kh;  // square filters
  const int64_t ho = h + 2 * p - k + 1, wo_true = w + 2 * p - kw + 1;
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t img = 0; img < n; ++img)
    for (int64_t o = 0; o < co; ++o)
      for (int64_t oh = 0; oh < ho; ++oh)
        for (int64_t ow = 0; ow < wo_true; ++ow) {
          float acc = b[o];
          for (int64_t c = 0; c < ci; ++c)
            for (int64_t i = 0; i < k; ++i) {
              const int64_t ih = oh + i - p;
              if (ih < 0 || ih >= h) continue;
              for (int64_t j = 0; j < k && j < kw; ++j) {
                const int64_t iw = ow + j - p;
                if (iw < 0 || iw >= w) continue;
                acc += x[((img * ci + c) * h + ih) * w + iw] * wt[((o * ci + c) * k + i) * k + j];
              }
            }
          y[((img * co + o) * ho + oh) * wo_true + ow] = acc;
        }
  return 0;
}
