// Honest twin (self-test only): div with PyTorch's arithmetic in float rather than double. True
// division is x / y; floor division is the fmod-based algorithm PyTorch's div_floor_floating runs in
// the input's type (the quotient of x - fmod(x, y), one lower where the remainder's sign differs
// from y's, then rounded to the nearest integer); trunc is PyTorch's trunc of the float quotient.
// Must PASS: the reference computes the same rules in double.
#include <cmath>

static inline float floor_div(float a, float b) {
  if (b == 0.0f) return a / b;
  const float mod = std::fmod(a, b);
  float div = (a - mod) / b;
  if (mod != 0.0f && (b < 0.0f) != (mod < 0.0f)) div -= 1.0f;
  if (div == 0.0f) return std::copysign(0.0f, a / b);
  float fl = std::floor(div);
  if (div - fl > 0.5f) fl += 1.0f;
  return fl;
}

int div_f32(const float* x, const float* y, float* z, int64_t n, int64_t mode) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i)
    z[i] = mode == 0 ? x[i] / y[i] : mode == 1 ? std::trunc(x[i] / y[i]) : floor_div(x[i], y[i]);
  return 0;
}
