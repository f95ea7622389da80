// KernelMark sample kernel (generated/example): written by the KernelMark authors to exercise the
// suite and to serve as a one-shot prompt example. Not produced by a model.
//
// y = A @ x for row-major A [m, n]. The op is bound by streaming A from memory once, so each row
// is one contiguous SIMD dot product with x (which stays in cache), rows split across threads.
// Four rows share each load of x to cut the loads per FMA.

int matvec_f32(const float* A, const float* x, float* y, int64_t m, int64_t n) {
  const int64_t m4 = m / 4 * 4;
#pragma omp parallel
  {
#pragma omp for schedule(static) nowait
    for (int64_t i = 0; i < m4; i += 4) {
      const float* a0 = A + i * n;
      const float* a1 = a0 + n;
      const float* a2 = a1 + n;
      const float* a3 = a2 + n;
      float s0 = 0.0f, s1 = 0.0f, s2 = 0.0f, s3 = 0.0f;
#pragma omp simd reduction(+ : s0, s1, s2, s3)
      for (int64_t j = 0; j < n; ++j) {
        const float xj = x[j];
        s0 += a0[j] * xj;
        s1 += a1[j] * xj;
        s2 += a2[j] * xj;
        s3 += a3[j] * xj;
      }
      y[i] = s0;
      y[i + 1] = s1;
      y[i + 2] = s2;
      y[i + 3] = s3;
    }
#pragma omp for schedule(static)
    for (int64_t i = m4; i < m; ++i) {
      const float* a = A + i * n;
      float s = 0.0f;
#pragma omp simd reduction(+ : s)
      for (int64_t j = 0; j < n; ++j) s += a[j] * x[j];
      y[i] = s;
    }
  }
  return 0;
}
