// Planted wrong kernel (self-test only): torch.maximum through std::fmax, which returns the other
// operand when one is NaN; torch.maximum propagates NaN. Caught by: the specials variant.
// km-reason: expected nan
#include <cmath>

int maximum_broadcast_f32(const float* a, const float* b, float* z, int64_t nb, int64_t m, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < nb * m; ++r)
    for (int64_t j = 0; j < n; ++j) z[r * n + j] = std::fmax(a[(r / m) * n + j], b[r % m]);
  return 0;
}
