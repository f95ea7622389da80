// Planted wrong kernel (self-test only): a running minimum with a strict "<" starting from +inf, as a
// fminf-style reduction would; ties keep the first index, but NaN never compares smaller, so a
// column holding NaN returns the index of its smallest number where torch.argmin returns the first
// NaN. Caught by: the "nan" input variant.
#include <limits>

int argmin_axis_f32(const float* x, int64_t* idx, int64_t outer, int64_t d, int64_t inner) {
#pragma omp parallel for schedule(static)
  for (int64_t t = 0; t < outer * inner; ++t) {
    const int64_t o = t / inner, i = t % inner;
    float m = std::numeric_limits<float>::infinity();
    int64_t best = 0;
    for (int64_t k = 0; k < d; ++k) {
      const float v = x[(o * d + k) * inner + i];
      if (v < m) {
        m = v;
        best = k;
      }
    }
    idx[t] = best;
  }
  return 0;
}
