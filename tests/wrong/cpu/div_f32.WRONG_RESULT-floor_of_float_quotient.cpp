// Planted wrong kernel (self-test only): floor division as floor of the float quotient (trunc of it
// is what PyTorch computes for 'trunc'). Right for almost every input, but where the exact quotient
// lies just below an integer the float x / y rounds onto it: 1 / 0.1f is 9.99999985, floor 9, yet
// 1.0f / 0.1f is 10.0f. PyTorch's fmod-based floor division gives 9, as Python's // does. Caught
// by: the decimal variant (integers divided by 0.1, 0.3, 0.7 and -0.1) in the floor-mode cases.
#include <cmath>

int div_f32(const float* x, const float* y, float* z, int64_t n, int64_t mode) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) {
    const float q = x[i] / y[i];
    z[i] = mode == 0 ? q : mode == 1 ? std::trunc(q) : std::floor(q);
  }
  return 0;
}
