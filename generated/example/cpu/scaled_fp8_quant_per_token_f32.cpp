// KernelMark sample kernel (generated/example): written by the KernelMark authors from the op's
// semantics to exercise the suite and to serve as a one-shot prompt example. Not produced by a
// model.
//
// Per row: s = max(min(amax, scale_ub) / 448, 1 / (448 * 512)); q = clamp(x / s, +-448) into
// e4m3 (a capped scale puts values past 448: the clamp comes before the cast).
#include <cmath>

int scaled_fp8_quant_per_token_f32(const float* x, const float* scale_ub, km_fp8e4m3* q, float* s,
                                  int64_t m, int64_t n) {
  const float ub = scale_ub[0], floor = 1.0f / (448.0f * 512.0f);
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < m; ++r) {
    const float* xr = x + r * n;
    float amax = 0.0f;
    for (int64_t j = 0; j < n; ++j) amax = std::fmax(amax, std::fabs(xr[j]));
    const float sc = std::fmax(std::fmin(amax, ub) / 448.0f, floor);
    s[r] = sc;
    for (int64_t j = 0; j < n; ++j)
      q[r * n + j] = km_f32_to_fp8e4m3(std::fmin(std::fmax(xr[j] / sc, -448.0f), 448.0f));
  }
  return 0;
}
