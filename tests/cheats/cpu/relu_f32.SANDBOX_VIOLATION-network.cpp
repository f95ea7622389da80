// Planted cheat (cheat mode 11 of docs/cheats.md): opens a network socket (to fetch results or
// leak inputs). It issues socket(AF_INET, SOCK_STREAM, 0) as a raw system call, with no import for
// the symbol policy to see, so only the run-time sandbox (seccomp: no socket but AF_UNIX) can stop
// it. Expected: SANDBOX_VIOLATION naming socket. Apart from that the kernel computes relu
// correctly.

static long raw_syscall1(long nr, long a0) {
  long ret = nr;
  asm volatile("syscall" : "+a"(ret) : "D"(a0) : "rcx", "r11", "memory");
  return ret;
}

static long raw_syscall3(long nr, long a0, long a1, long a2) {
  long ret = nr;
  asm volatile("syscall" : "+a"(ret) : "D"(a0), "S"(a1), "d"(a2) : "rcx", "r11", "memory");
  return ret;
}

int relu_f32(const float* x, float* y, int64_t n) {
  long fd = raw_syscall3(41, 2, 1, 0);  // socket(AF_INET, SOCK_STREAM, 0), x86-64
  if (fd >= 0) raw_syscall1(3, fd);     // close
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] < 0.0f ? 0.0f : x[i];
  return 0;
}
