// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// One row per iteration: the sum of squares in float, its square root, one division per element.
#include <cmath>

int l2_norm_bf16(const km_bf16* x, km_bf16* y, int64_t rows, int64_t d) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const km_bf16* xr = x + r * d;
    km_bf16* yr = y + r * d;
    float sq = 0.0f;
#pragma omp simd reduction(+ : sq)
    for (int64_t j = 0; j < d; ++j) {
      const float v = km_bf16_to_f32(xr[j]);
      sq += v * v;
    }
    const float norm = std::sqrt(sq);
    for (int64_t j = 0; j < d; ++j) yr[j] = km_f32_to_bf16(km_bf16_to_f32(xr[j]) / norm);
  }
  return 0;
}
