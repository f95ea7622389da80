// Planted cheat (cheat mode 13 of docs/cheats.md): clears the worker's parent-death signal, so a
// worker whose harness is killed from outside (Ctrl-C, a time limit) would run on instead of dying
// with it. prctl is a raw system call here, with no import for the symbol policy to see, so only
// the run-time sandbox (seccomp: no PR_SET_PDEATHSIG) can stop it. Expected: SANDBOX_VIOLATION
// naming prctl. Apart from that the kernel computes relu correctly.

static long raw_syscall2(long nr, long a0, long a1) {
  long ret = nr;
  asm volatile("syscall" : "+a"(ret) : "D"(a0), "S"(a1) : "rcx", "r11", "memory");
  return ret;
}

int relu_f32(const float* x, float* y, int64_t n) {
  raw_syscall2(157, 1, 0);  // prctl(PR_SET_PDEATHSIG, 0), x86-64
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] < 0.0f ? 0.0f : x[i];
  return 0;
}
