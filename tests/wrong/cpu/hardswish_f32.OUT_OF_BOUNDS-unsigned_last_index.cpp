// Plausible wrong kernel (self-test only): a correct hardswish whose loop runs to the last index,
// kept in an unsigned int as n - 1. For n = 0 that is 4294967295, so the loop reads x[0] of an
// empty buffer, which ends at a protected page. Every case with n >= 1 passes; only the `empty`
// set's n = 0 (hardswish has one since session 43) catches it.

static inline float hardswish(float v) {
  float t = v + 3.0f;
  t = t < 0.0f ? 0.0f : (t > 6.0f ? 6.0f : t);
  return v * t / 6.0f;
}

int hardswish_f32(const float* x, float* y, int64_t n) {
  const unsigned last = static_cast<unsigned>(n - 1);
  for (unsigned i = 0; i <= last; ++i) y[i] = hardswish(x[i]);
  return 0;
}
