// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// One global sum of squares (an OpenMP reduction: each thread sums a chunk in float, the
// partial sums are combined), then a second parallel pass divides every element by the norm.
#include <cmath>

int frobenius_norm_f32(const float* x, float* y, int64_t n) {
  double sq = 0.0;  // the combine of the threads' float partials
#pragma omp parallel for schedule(static) reduction(+ : sq)
  for (int64_t b = 0; b < n; b += 4096) {
    const int64_t e = b + 4096 < n ? b + 4096 : n;
    float part = 0.0f;
#pragma omp simd reduction(+ : part)
    for (int64_t i = b; i < e; ++i) {
      const float v = (x[i]);
      part += v * v;
    }
    sq += part;
  }
  const float norm = static_cast<float>(std::sqrt(sq));
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = ((x[i]) / norm);
  return 0;
}
