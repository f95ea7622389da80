// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// bf16 in and out: each element is widened to float, all math is in float, and each
// result is rounded to bf16 once.
// One output per (plane, position): the max of the taps inside the input (padding never wins);
// a NaN tap makes the result NaN, as torch.
#include <cmath>
#include <limits>

int max_pool1d_bf16(const km_bf16* x, km_bf16* y, int64_t n, int64_t c, int64_t l, int64_t k, int64_t s, int64_t p,
           int64_t dil) {
  const int64_t lo = (l + 2 * p - dil * (k - 1) - 1) / s + 1;
#pragma omp parallel for schedule(static)
  for (int64_t pl = 0; pl < n * c; ++pl) {
    const km_bf16* xp = x + pl * l;
    for (int64_t o = 0; o < lo; ++o) {
      float m = -std::numeric_limits<float>::infinity();
      for (int64_t t = 0; t < k; ++t) {
        const int64_t i = o * s - p + t * dil;
        if (i < 0 || i >= l) continue;
        const float v = km_bf16_to_f32(xp[i]);
        if (v > m || std::isnan(v)) m = v;
      }
      y[pl * lo + o] = km_f32_to_bf16(m);
    }
  }
  return 0;
}
