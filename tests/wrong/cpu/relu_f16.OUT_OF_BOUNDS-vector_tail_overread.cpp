// Planted wrong kernel (self-test only): 8 halves per 128-bit vector; the tail loads a full vector
// ("extra lanes are dropped on the store"), reading up to 7 halves past x. Every value is right and
// guard-zone reads are harmless. Caught by: the drawn set, whose buffers end at a protected page.
// km-reason: a page the harness protected
#include <immintrin.h>

static inline __m128i relu8(__m128i v) {
  // negative and not NaN: sign set and magnitude <= 0x7c00
  const __m128i mag = _mm_and_si128(v, _mm_set1_epi16(0x7fff));
  const __m128i neg = _mm_cmplt_epi16(v, _mm_setzero_si128());
  const __m128i nan = _mm_cmpgt_epi16(mag, _mm_set1_epi16(0x7c00));
  const __m128i zero_it = _mm_andnot_si128(nan, neg);
  return _mm_andnot_si128(zero_it, v);
}

int relu_f16(const km_f16* x, km_f16* y, int64_t n) {
  const int64_t nv = n / 8 * 8;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < nv; i += 8) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(x + i));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(y + i), relu8(v));
  }
  if (nv < n) {
    alignas(16) uint16_t out[8];
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(x + nv));  // full vector
    _mm_store_si128(reinterpret_cast<__m128i*>(out), relu8(v));
    for (int64_t j = 0; j < n - nv; ++j) y[nv + j].bits = out[j];
  }
  return 0;
}
