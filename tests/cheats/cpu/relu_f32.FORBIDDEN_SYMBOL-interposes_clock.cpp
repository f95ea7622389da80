// Planted cheat (cheat mode 12 of docs/cheats.md): exports its own clock_gettime, hoping to interpose on the harness's timer.
#include <ctime>

extern "C" __attribute__((visibility("default"))) int clock_gettime(clockid_t, struct timespec* ts) {
  ts->tv_sec = 0;
  ts->tv_nsec = 1;
  return 0;
}

int relu_f32(const float* x, float* y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] < 0.0f ? 0.0f : x[i];
  return 0;
}
