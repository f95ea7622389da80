// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a model.
//
// One row per OpenMP iteration: widened to fp32, log2 n butterfly stages
// (a, b) -> (a + b, a - b) (the Sylvester order), times 1 / sqrt(n), rounded once.
#include <cmath>
#include <vector>

namespace {
inline float ld(km_f16 v) { return km_f16_to_f32(v); }
inline km_f16 st(float v) { return km_f32_to_f16(v); }
}  // namespace

int hadamard_transform_f16(const km_f16* x, km_f16* y, int64_t rows, int64_t n) {
  if (n < 1 || (n & (n - 1)) != 0) return 1;
  const float norm = 1.0f / std::sqrt(static_cast<float>(n));
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    std::vector<float> v(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) v[i] = ld(x[r * n + i]);
    for (int64_t h = 1; h < n; h *= 2)
      for (int64_t i = 0; i < n; i += 2 * h)
        for (int64_t j = i; j < i + h; ++j) {
          const float a = v[j], b = v[j + h];
          v[j] = a + b;
          v[j + h] = a - b;
        }
    for (int64_t i = 0; i < n; ++i) y[r * n + i] = st(v[i] * norm);
  }
  return 0;
}
