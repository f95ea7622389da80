// Planted wrong kernel (self-test only): each row's squares are staged in a 4096-float stack array
// ("hidden sizes are at most 4096"); wider rows write over the stack frame. Shown d <= 1000. Caught
// by: the held-out set: d = 4097 kills the worker with SIGSEGV, on the case's repeated call at the
// latest (CRASH, never a quiet WRONG_RESULT here).
// km-reason: signal 11
#include <cmath>

int rms_norm_f32(const float* x, const float* w, float* y, int64_t rows, int64_t d, double eps) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * d;
    float* yr = y + r * d;
    float sq[4096];
    for (int64_t j = 0; j < d; ++j) sq[j] = xr[j] * xr[j];
    float s = 0.0f;
    for (int64_t j = 0; j < d; ++j) s += sq[j];
    const float inv = 1.0f / std::sqrt(s / static_cast<float>(d) + static_cast<float>(eps));
    for (int64_t j = 0; j < d; ++j) yr[j] = xr[j] * inv * w[j];
  }
  return 0;
}
