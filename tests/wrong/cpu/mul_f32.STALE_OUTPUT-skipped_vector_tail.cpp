// Planted wrong kernel (self-test only): an 8-wide AVX loop over n / 8 * 8 elements whose scalar
// remainder loop was never written, so the last n % 8 outputs are left as they were. Models often
// stop after the vector body. Caught by: the poisoned outputs (n = 1 leaves the only element
// holding the poison: STALE_OUTPUT).
// km-reason: never written
#include <immintrin.h>

int mul_f32(const float* x, const float* y, float* z, int64_t n) {
  const int64_t nv = n / 8 * 8;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < nv; i += 8) {
    __m256 a = _mm256_loadu_ps(x + i);
    __m256 b = _mm256_loadu_ps(y + i);
    _mm256_storeu_ps(z + i, _mm256_mul_ps(a, b));
  }
  return 0;
}
