// Planted wrong kernel (self-test only): each window is gathered into a fixed float[5 * 5] tap
// array (the largest window in the shown shapes is 5 x 5) before the max is taken; a 7 x 7 window
// writes 49 taps into 25 slots, over the stack frame. Caught by: the held-out set (k = 7): the
// worker dies on a signal (CRASH): SIGSEGV with this box's gcc; where the compiler's stack
// protector is on by default the clobbered canary can abort it first (SIGABRT), hence the reason
// names only "signal".
// km-reason: signal
int max_pool2d_f32(const float* x, float* y, int64_t n, int64_t c, int64_t h, int64_t w, int64_t k,
                   int64_t s) {
  const int64_t ho = (h - k) / s + 1, wo = (w - k) / s + 1;
#pragma omp parallel for collapse(2) schedule(static)
  for (int64_t plane = 0; plane < n * c; ++plane)
    for (int64_t oh = 0; oh < ho; ++oh) {
      const float* in = x + plane * h * w;
      float* out = y + (plane * ho + oh) * wo;
      for (int64_t ow = 0; ow < wo; ++ow) {
        float taps[5 * 5];
        int64_t t = 0;
        for (int64_t i = 0; i < k; ++i)
          for (int64_t j = 0; j < k; ++j) taps[t++] = in[(oh * s + i) * w + ow * s + j];
        float m = taps[0];
        for (int64_t q = 1; q < t; ++q) m = (taps[q] > m || taps[q] != taps[q]) ? taps[q] : m;
        out[ow] = m;
      }
    }
  return 0;
}
