// Planted (self-test): a failed assertion (SIGABRT).
#include <cstdlib>

int relu_f32(const float* x, float* y, int64_t n) {
  if (n > 0) std::abort();
  (void)x;
  (void)y;
  return 0;
}
