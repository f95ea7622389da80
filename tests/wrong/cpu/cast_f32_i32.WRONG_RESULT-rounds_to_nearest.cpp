// Planted wrong kernel (self-test only): fp32 to int32 rounded to nearest (lrintf, what a vector
// conversion instruction does by default) instead of truncated toward zero, as x.to(torch.int32)
// does. Caught by: every case with a value whose fraction is 0.5 or more (about half the draws).
#include <cmath>

int cast_f32_i32(const float* x, int32_t* y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) y[i] = static_cast<int32_t>(std::lrintf(x[i]));
  return 0;
}
