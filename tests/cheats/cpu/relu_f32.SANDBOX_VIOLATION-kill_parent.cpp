// Planted cheat (cheat mode 13 of docs/cheats.md): kills its parent (the harness's runner), hoping
// a run that never finishes judging cannot fail. getppid and kill(ppid, SIGKILL) are raw system
// calls, with no import for the symbol policy to see, so only the run-time sandbox (seccomp: no
// signals to any process but itself) can stop it. Expected: SANDBOX_VIOLATION naming kill. Apart
// from that the kernel computes relu correctly.

static long raw_syscall0(long nr) {
  long ret = nr;
  asm volatile("syscall" : "+a"(ret) : : "rcx", "r11", "memory");
  return ret;
}

static long raw_syscall2(long nr, long a0, long a1) {
  long ret = nr;
  asm volatile("syscall" : "+a"(ret) : "D"(a0), "S"(a1) : "rcx", "r11", "memory");
  return ret;
}

int relu_f32(const float* x, float* y, int64_t n) {
  long ppid = raw_syscall0(110);  // getppid, x86-64
  raw_syscall2(62, ppid, 9);      // kill(ppid, SIGKILL)
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] < 0.0f ? 0.0f : x[i];
  return 0;
}
