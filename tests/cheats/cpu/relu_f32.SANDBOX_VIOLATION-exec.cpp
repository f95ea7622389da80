// Planted cheat (cheat mode 11 of docs/cheats.md): replaces the worker with a shell (which exits
// 0, or could run anything). execve("/bin/sh", ...) is a raw system call, with no import for the
// symbol policy to see, so only the run-time sandbox (seccomp: no execve) can stop it. Expected:
// SANDBOX_VIOLATION naming execve. Apart from that the kernel computes relu correctly.

static long raw_syscall3(long nr, long a0, long a1, long a2) {
  long ret = nr;
  asm volatile("syscall" : "+a"(ret) : "D"(a0), "S"(a1), "d"(a2) : "rcx", "r11", "memory");
  return ret;
}

int relu_f32(const float* x, float* y, int64_t n) {
  static const char sh[] = "/bin/sh";
  static const char dash_c[] = "-c";
  static const char cmd[] = "exit 0";
  const char* argv[] = {sh, dash_c, cmd, nullptr};
  const char* envp[] = {nullptr};
  raw_syscall3(59, reinterpret_cast<long>(sh), reinterpret_cast<long>(argv),
               reinterpret_cast<long>(envp));  // execve, x86-64; returns only if it failed
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] < 0.0f ? 0.0f : x[i];
  return 0;
}
