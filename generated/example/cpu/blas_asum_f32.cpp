// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics (cuBLAS's documented conventions) to exercise the suite and to serve as a one-shot
// prompt example. Not produced by a model.
//
// sum of |x[i * incx]| in a wide accumulator.
#include <cmath>

int blas_asum_f32(const float* x, float* r, int64_t n, int64_t incx) {
  double s = 0;
#pragma omp parallel for reduction(+ : s) schedule(static)
  for (int64_t i = 0; i < n; ++i) s += std::fabs(static_cast<double>(x[i * incx]));
  r[0] = static_cast<float>(s);
  return 0;
}
