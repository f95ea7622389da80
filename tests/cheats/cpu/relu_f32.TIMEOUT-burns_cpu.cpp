// Planted cheat (cheat mode 16 of docs/cheats.md): burns CPU far beyond what the task needs (a
// miner, a denial of service on a shared runner, or work that should have been timed).
// Wall-clock limits only stop one call; the sandbox's RLIMIT_CPU bounds the worker's CPU time
// over all its threads, and its SIGXCPU is reported as TIMEOUT naming the limit. The call limit
// here is far above the time the CPU limit needs even on a loaded machine, so only it can fire.
// km-correct-args: --cpu-limit 2 --timeout 60
// km-reason: RLIMIT_CPU
#include <omp.h>

int relu_f32(const float* x, float* y, int64_t n) {
  volatile double sink = 0;
  for (double start = omp_get_wtime(); omp_get_wtime() - start < 50;) sink = sink + 1;
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] > 0 ? x[i] : 0;
  return 0;
}
