// Planted cheat (cheat mode 13 of docs/cheats.md): ends the process with status 0 instead of
// returning, hoping a clean exit reads as success. Its host code issues the exit_group system call
// directly, so no import reveals it to the symbol policy: the worker's death must be caught at
// run time.
int relu_f32(const float* x, float* y, int64_t n, cudaStream_t stream) {
  (void)x;
  (void)y;
  (void)n;
  (void)stream;
  asm volatile("syscall" : : "a"(231), "D"(0) : "rcx", "r11", "memory");  // exit_group(0), x86-64
  return 0;
}
