// Planted wrong kernel (self-test only): rows are processed 4 at a time (x is loaded once per four
// dot products), with hand-written 3-, 2- and 1-row remainders; the 2-row remainder was pasted from
// the 1-row one and reads row i twice, so y[m - 1] is wrong whenever m % 4 == 2. No listed shape
// has m % 4 == 2. Caught by: the drawn set, whose sizes cover every remainder.
static inline float dot(const float* a, const float* x, int64_t n) {
  float s = 0.0f;
#pragma omp simd reduction(+ : s)
  for (int64_t j = 0; j < n; ++j) s += a[j] * x[j];
  return s;
}

int matvec_f32(const float* A, const float* x, float* y, int64_t m, int64_t n) {
  const int64_t m4 = m / 4 * 4;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < m4; i += 4) {
    const float *a0 = A + i * n, *a1 = a0 + n, *a2 = a1 + n, *a3 = a2 + n;
    float s0 = 0.0f, s1 = 0.0f, s2 = 0.0f, s3 = 0.0f;
#pragma omp simd reduction(+ : s0, s1, s2, s3)
    for (int64_t j = 0; j < n; ++j) {
      const float v = x[j];
      s0 += a0[j] * v;
      s1 += a1[j] * v;
      s2 += a2[j] * v;
      s3 += a3[j] * v;
    }
    y[i] = s0;
    y[i + 1] = s1;
    y[i + 2] = s2;
    y[i + 3] = s3;
  }
  const int64_t i = m4;
  switch (m - m4) {
    case 3:
      y[i] = dot(A + i * n, x, n);
      y[i + 1] = dot(A + (i + 1) * n, x, n);
      y[i + 2] = dot(A + (i + 2) * n, x, n);
      break;
    case 2:
      y[i] = dot(A + i * n, x, n);
      y[i + 1] = dot(A + i * n, x, n);
      break;
    case 1:
      y[i] = dot(A + i * n, x, n);
      break;
    default:
      break;
  }
  return 0;
}
