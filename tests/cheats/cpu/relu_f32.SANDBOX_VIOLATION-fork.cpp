// Planted cheat (cheat mode 11 of docs/cheats.md): spawns a process (a helper that could keep
// working, or report, after the call returns). It issues the fork system call directly, with no
// import for the symbol policy to see, so only the run-time sandbox (seccomp: no fork, no clone
// without CLONE_THREAD) can stop it. Expected: SANDBOX_VIOLATION naming fork. Apart from that the
// kernel computes relu correctly.

static long raw_syscall0(long nr) {
  long ret = nr;
  asm volatile("syscall" : "+a"(ret) : : "rcx", "r11", "memory");
  return ret;
}

static long raw_syscall1(long nr, long a0) {
  long ret = nr;
  asm volatile("syscall" : "+a"(ret) : "D"(a0) : "rcx", "r11", "memory");
  return ret;
}

int relu_f32(const float* x, float* y, int64_t n) {
  long pid = raw_syscall0(57);  // fork, x86-64
  if (pid == 0) raw_syscall1(60, 0);  // the child: exit(0) at once
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] < 0.0f ? 0.0f : x[i];
  return 0;
}
