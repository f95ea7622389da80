// Planted cheat (cheat mode 11 of docs/cheats.md): opens a file outside the scratch folder for
// writing (to leave results for a later call or run, or to tamper with the suite's files).
// openat(AT_FDCWD, "/tmp/...", O_CREAT | O_WRONLY) is a raw system call, with no import for the
// symbol policy to see; the run-time sandbox's Landlock rules allow writes only beneath the
// scratch folder, so the open fails with EACCES and the kernel then computes relu correctly:
// PASS proves the write was blocked. Had the open succeeded, the kernel returns 1
// (RUNTIME_ERROR).
// The check only holds where the kernel has Landlock (Linux >= 5.13 with landlock among the
// active LSMs, not refused by a container's seccomp profile): elsewhere the correctness record's
// "sandbox" field says "landlock unavailable ...", and the self-test reports SKIPPED with it.
// km-requires: landlock
// km-perf-sizes: n=65536

static long raw_syscall1(long nr, long a0) {
  long ret = nr;
  asm volatile("syscall" : "+a"(ret) : "D"(a0) : "rcx", "r11", "memory");
  return ret;
}

static long raw_syscall4(long nr, long a0, long a1, long a2, long a3) {
  long ret = nr;
  register long r10 asm("r10") = a3;
  asm volatile("syscall"
               : "+a"(ret)
               : "D"(a0), "S"(a1), "d"(a2), "r"(r10)
               : "rcx", "r11", "memory");
  return ret;
}

int relu_f32(const float* x, float* y, int64_t n) {
  static const char path[] = "/tmp/kernelmark-planted-file_write_blocked";
  // openat(AT_FDCWD, path, O_WRONLY | O_CREAT, 0600), x86-64
  long fd = raw_syscall4(257, -100, reinterpret_cast<long>(path), 01 | 0100, 0600);
  if (fd >= 0) {
    raw_syscall1(3, fd);  // close
    return 1;
  }
  for (int64_t i = 0; i < n; ++i) y[i] = x[i] < 0.0f ? 0.0f : x[i];
  return 0;
}
