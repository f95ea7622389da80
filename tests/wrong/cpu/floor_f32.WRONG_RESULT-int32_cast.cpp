// Planted wrong kernel (self-test only): floor through an int32 cast, corrected for negative
// non-integers. Exact for every |x| < 2^31, which covers all the normal inputs, but the cast of
// larger values, infinities and NaN is undefined (INT_MIN on x86). Caught by: the specials variant
// (3e9, -3e9, +-max, +-inf, NaN).
#include <cstdint>

int floor_f32(const float* x, float* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float v = x[i];
    float t = static_cast<float>(static_cast<int32_t>(v));
    if (t > v) t -= 1.0f;
    y[i] = t;
  }
  return 0;
}
