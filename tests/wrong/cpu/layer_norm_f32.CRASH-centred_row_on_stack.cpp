// Planted wrong kernel (self-test only): the centred row x - mean is kept in a 4096-float stack
// array; wider rows write over the stack frame (return address included). Shown d <= 256. Caught
// by: the held-out set: d = 4097 kills the worker with SIGSEGV, on the case's repeated call at the
// latest.
// km-reason: signal 11
#include <cmath>

int layer_norm_f32(const float* x, const float* w, const float* b, float* y, int64_t rows,
                   int64_t d, double eps) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * d;
    float* yr = y + r * d;
    float cen[4096];
    float mean = 0.0f;
    for (int64_t j = 0; j < d; ++j) mean += xr[j];
    mean /= static_cast<float>(d);
    float var = 0.0f;
    for (int64_t j = 0; j < d; ++j) {
      cen[j] = xr[j] - mean;
      var += cen[j] * cen[j];
    }
    var /= static_cast<float>(d);
    const float inv = 1.0f / std::sqrt(var + static_cast<float>(eps));
    for (int64_t j = 0; j < d; ++j) yr[j] = cen[j] * inv * w[j] + b[j];
  }
  return 0;
}
