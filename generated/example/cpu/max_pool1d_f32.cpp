// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// fp32 in and out, float math.
// One output per (plane, position): the max of the taps inside the input (padding never wins);
// a NaN tap makes the result NaN, as torch.
#include <cmath>
#include <limits>

int max_pool1d_f32(const float* x, float* y, int64_t n, int64_t c, int64_t l, int64_t k, int64_t s, int64_t p,
           int64_t dil) {
  const int64_t lo = (l + 2 * p - dil * (k - 1) - 1) / s + 1;
#pragma omp parallel for schedule(static)
  for (int64_t pl = 0; pl < n * c; ++pl) {
    const float* xp = x + pl * l;
    for (int64_t o = 0; o < lo; ++o) {
      float m = -std::numeric_limits<float>::infinity();
      for (int64_t t = 0; t < k; ++t) {
        const int64_t i = o * s - p + t * dil;
        if (i < 0 || i >= l) continue;
        const float v = (xp[i]);
        if (v > m || std::isnan(v)) m = v;
      }
      y[pl * lo + o] = (m);
    }
  }
  return 0;
}
