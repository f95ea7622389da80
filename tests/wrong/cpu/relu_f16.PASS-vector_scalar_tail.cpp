// Honest twin (self-test only) of relu_f16.OUT_OF_BOUNDS-vector_tail_overread: the same 8-half
// vector body with unaligned loads and stores, and the remainder done one half at a time, so
// nothing past x + n is read. Must PASS, drawn cases (buffers ending at a protected page) included.
// km-perf-sizes: n=65536
#include <immintrin.h>

static inline __m128i relu8(__m128i v) {
  const __m128i mag = _mm_and_si128(v, _mm_set1_epi16(0x7fff));
  const __m128i neg = _mm_cmplt_epi16(v, _mm_setzero_si128());
  const __m128i nan = _mm_cmpgt_epi16(mag, _mm_set1_epi16(0x7c00));
  return _mm_andnot_si128(_mm_andnot_si128(nan, neg), v);
}

int relu_f16(const km_f16* x, km_f16* y, int64_t n) {
  const int64_t nv = n / 8 * 8;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < nv; i += 8) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(x + i));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(y + i), relu8(v));
  }
  for (int64_t i = nv; i < n; ++i) {
    const uint16_t b = x[i].bits;
    const bool negative = (b & 0x8000u) && (b & 0x7fffu) <= 0x7c00u;
    y[i].bits = negative ? uint16_t(0) : b;
  }
  return 0;
}
