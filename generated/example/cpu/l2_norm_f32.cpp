// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// One row per iteration: the sum of squares in float, its square root, one division per element.
#include <cmath>

int l2_norm_f32(const float* x, float* y, int64_t rows, int64_t d) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * d;
    float* yr = y + r * d;
    float sq = 0.0f;
#pragma omp simd reduction(+ : sq)
    for (int64_t j = 0; j < d; ++j) {
      const float v = (xr[j]);
      sq += v * v;
    }
    const float norm = std::sqrt(sq);
    for (int64_t j = 0; j < d; ++j) yr[j] = ((xr[j]) / norm);
  }
  return 0;
}
