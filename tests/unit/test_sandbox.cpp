// SPDX-License-Identifier: Apache-2.0
// The worker's run-time sandbox: each test forks a child that enters the sandbox and then does one
// thing; the parent judges the child's exit status and what it wrote to its fd 2 (a file).
#include <gtest/gtest.h>

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <spawn.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cstring>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <thread>

#include "km_test_util.hpp"
#include "worker/sandbox.hpp"

namespace km::worker {
namespace {

constexpr int kEnterFailed = 120;  // the child could not enter the sandbox

struct ChildResult {
  int status = 0;
  std::string output;  // the child's fd 2
  bool exited(int code) const { return WIFEXITED(status) && WEXITSTATUS(status) == code; }
  bool violation() const { return exited(kSandboxViolationExit); }
};

std::ostream& operator<<(std::ostream& os, const ChildResult& r) {
  if (WIFEXITED(r.status))
    os << "exit " << WEXITSTATUS(r.status);
  else if (WIFSIGNALED(r.status))
    os << "signal " << WTERMSIG(r.status);
  return os << ", output: " << r.output;
}

class SandboxTest : public ::testing::Test {
 protected:
  test::TempDir tmp;
  std::filesystem::path writable = tmp / "scratch";
  std::filesystem::path elsewhere = tmp / "elsewhere";

  void SetUp() override {
    std::filesystem::create_directories(writable);
    std::filesystem::create_directories(elsewhere);
  }

  /// The adapter's default policy, writes confined to `writable`.
  SandboxPolicy strict() const {
    SandboxPolicy p;
    p.writable_dir = writable.string();
    p.max_address_space = size_t{64} << 30;
    p.max_file_size = size_t{4} << 30;
    return p;
  }

  /// Forks; the child sends fd 2 to a file, enters the sandbox, prints what is applied, runs
  /// `body` and exits with its return value.
  ChildResult run_child(const SandboxPolicy& pol, const std::function<int()>& body) {
    std::filesystem::path log = tmp / "child.log";
    std::filesystem::remove(log);
    fflush(nullptr);
    pid_t pid = ::fork();
    if (pid == 0) {
      int fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
      if (fd < 0 || ::dup2(fd, 2) < 0) ::_exit(kEnterFailed + 1);
      std::string applied;
      std::string e = enter_sandbox(pol, &applied);
      std::string line = (e.empty() ? "applied: " + applied : "error: " + e) + "\n";
      (void)!::write(2, line.data(), line.size());
      if (!e.empty()) ::_exit(kEnterFailed);
      ::_exit(body());
    }
    ChildResult r;
    EXPECT_EQ(::waitpid(pid, &r.status, 0), pid);
    std::ifstream in(log);
    std::stringstream ss;
    ss << in.rdbuf();
    r.output = ss.str();
    return r;
  }

  static bool landlock_available() {
    long abi = ::syscall(SYS_landlock_create_ruleset, nullptr, 0, 1U /*VERSION*/);
    return abi > 0;
  }
};

TEST_F(SandboxTest, AppliedDescribesThePolicy) {
  ChildResult r = run_child(strict(), [] { return 0; });
  ASSERT_TRUE(r.exited(0)) << r;
  EXPECT_NE(r.output.find("seccomp: network"), std::string::npos) << r;
  EXPECT_NE(r.output.find("processes"), std::string::npos) << r;
  EXPECT_NE(r.output.find("RLIMIT_AS 64 GiB"), std::string::npos) << r;
  EXPECT_NE(r.output.find("RLIMIT_FSIZE 4 GiB"), std::string::npos) << r;
  EXPECT_NE(r.output.find("RLIMIT_CORE 0"), std::string::npos) << r;
  if (landlock_available())
    EXPECT_NE(r.output.find("writes only under " + writable.string()), std::string::npos) << r;
  else
    EXPECT_NE(r.output.find("landlock unavailable"), std::string::npos) << r;
}

TEST_F(SandboxTest, InetSocketIsAViolationNamingSocket) {
  ChildResult r = run_child(strict(), [] {
    long fd = ::syscall(SYS_socket, AF_INET, SOCK_STREAM, 0);
    return fd >= 0 ? 0 : 1;
  });
  EXPECT_TRUE(r.violation()) << r;
  EXPECT_NE(
      r.output.find("sandbox: forbidden system call socket (" + std::to_string(SYS_socket) + ")\n"),
      std::string::npos)
      << r;
}

TEST_F(SandboxTest, Inet6SocketpairAndInetViaGlibcAreViolations) {
  ChildResult a =
      run_child(strict(), [] { return ::socket(AF_INET6, SOCK_DGRAM, 0) >= 0 ? 0 : 1; });
  EXPECT_TRUE(a.violation()) << a;
  ChildResult b = run_child(strict(), [] {
    int sv[2];
    return ::socketpair(AF_INET, SOCK_STREAM, 0, sv) == 0 ? 0 : 1;
  });
  EXPECT_TRUE(b.violation()) << b;
  EXPECT_NE(b.output.find("socketpair"), std::string::npos) << b;
}

TEST_F(SandboxTest, UnixSocketsAreAllowed) {
  ChildResult r = run_child(strict(), [] {
    int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    int sv[2];
    int ok = fd >= 0 && ::socketpair(AF_UNIX, SOCK_STREAM, 0, sv) == 0;
    return ok ? 0 : 1;
  });
  EXPECT_TRUE(r.exited(0)) << r;
}

TEST_F(SandboxTest, ThreadsStayLegal) {
  ChildResult r = run_child(strict(), [] {
    int sum = 0;
    std::thread t1([&] { sum += 1; });
    t1.join();
    std::thread t2([&] { sum += 2; });
    t2.join();
    return sum == 3 ? 0 : 1;
  });
  EXPECT_TRUE(r.exited(0)) << r;
}

TEST_F(SandboxTest, Clone3IsRefusedWithEnosysSoGlibcFallsBack) {
  ChildResult r = run_child(strict(), [] {
    long rc = ::syscall(435 /*clone3*/, nullptr, 0);
    return rc == -1 && errno == ENOSYS ? 0 : 1;
  });
  EXPECT_TRUE(r.exited(0)) << r;
}

TEST_F(SandboxTest, ForkIsAViolation) {
  ChildResult r = run_child(strict(), [] {
    pid_t p = ::fork();
    if (p == 0) ::_exit(0);
    return 0;
  });
  EXPECT_TRUE(r.violation()) << r;
  EXPECT_TRUE(r.output.find("forbidden system call fork") != std::string::npos ||
              r.output.find("forbidden system call clone") != std::string::npos)
      << r;
}

TEST_F(SandboxTest, ExecIsAViolation) {
  ChildResult r = run_child(strict(), [] {
    char* argv[] = {const_cast<char*>("/bin/true"), nullptr};
    ::execv("/bin/true", argv);
    return 1;
  });
  EXPECT_TRUE(r.violation()) << r;
  EXPECT_NE(r.output.find("forbidden system call execve"), std::string::npos) << r;
}

TEST_F(SandboxTest, SignallingTheParentIsAViolation) {
  ChildResult r = run_child(strict(), [] { return ::kill(::getppid(), 0) == 0 ? 0 : 1; });
  EXPECT_TRUE(r.violation()) << r;
  EXPECT_NE(r.output.find("forbidden system call kill"), std::string::npos) << r;
}

TEST_F(SandboxTest, SignallingTheGroupOrEveryoneIsAViolation) {
  ChildResult a = run_child(strict(), [] { return ::kill(0, 0) == 0 ? 0 : 1; });
  EXPECT_TRUE(a.violation()) << a;
  ChildResult b = run_child(strict(), [] { return ::kill(-1, 0) == 0 ? 0 : 1; });
  EXPECT_TRUE(b.violation()) << b;
}

TEST_F(SandboxTest, SignallingItselfIsAllowed) {
  ChildResult r = run_child(strict(), [] { return ::kill(::getpid(), 0) == 0 ? 0 : 1; });
  EXPECT_TRUE(r.exited(0)) << r;
}

TEST_F(SandboxTest, AbortStillDiesBySigabrt) {
  ChildResult r = run_child(strict(), []() -> int { std::abort(); });
  EXPECT_TRUE(WIFSIGNALED(r.status) && WTERMSIG(r.status) == SIGABRT) << r;
  EXPECT_EQ(r.output.find("forbidden"), std::string::npos) << r;
}

TEST_F(SandboxTest, TheSigsysHandlerCannotBeReplaced) {
  ChildResult r = run_child(strict(), [] {
    struct sigaction sa {};
    sa.sa_handler = SIG_IGN;
    return ::sigaction(SIGSYS, &sa, nullptr) == 0 ? 0 : 1;
  });
  EXPECT_TRUE(r.violation()) << r;
  EXPECT_NE(r.output.find("rt_sigaction"), std::string::npos) << r;
}

// Where processes are allowed (Triton's JIT on a GPU), a child resets every handled signal to
// SIG_DFL before exec (glibc's posix_spawn, CPython's vfork path) with SIGSYS blocked: a trap
// there killed ldconfig and ptxas by SIGSYS. The reset fails with EPERM instead, the child runs,
// and the worker's handler still cannot be replaced.
TEST_F(SandboxTest, ChildrenRunWhereProcessesAreAllowed) {
  SandboxPolicy p = strict();
  p.block_processes = false;
  ChildResult r = run_child(p, [] {
    pid_t child = 0;
    char arg0[] = "true";
    char* argv[] = {arg0, nullptr};
    if (::posix_spawn(&child, "/bin/true", nullptr, nullptr, argv, environ) != 0) return 10;
    int st = 0;
    if (::waitpid(child, &st, 0) != child) return 11;
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) return 12 + (WIFSIGNALED(st) ? WTERMSIG(st) : 0);
    struct sigaction sa {};
    sa.sa_handler = SIG_IGN;
    return ::sigaction(SIGSYS, &sa, nullptr) == -1 && errno == EPERM ? 0 : 99;
  });
  EXPECT_TRUE(r.exited(0)) << r;
}

#if defined(__x86_64__)
TEST_F(SandboxTest, CallsThroughAnotherAbiAreViolations) {
  // int $0x80 enters the i386 table, where the native rules' numbers mean other calls: the filter
  // traps every foreign-ABI call. A kernel without IA-32 emulation answers with SIGSEGV instead.
  ChildResult r = run_child(strict(), [] {
    long rc = 20;  // i386 getpid
    asm volatile("int $0x80" : "+a"(rc) : : "memory");
    return 0;
  });
  if (WIFSIGNALED(r.status) && WTERMSIG(r.status) == SIGSEGV)
    GTEST_SKIP() << "no IA-32 emulation in this kernel (int $0x80 faults)";
  EXPECT_TRUE(r.violation()) << r;
  EXPECT_NE(r.output.find("forbidden system call of a foreign ABI (arch 0x40000003, 20)"),
            std::string::npos)
      << r;
}
#endif

TEST_F(SandboxTest, ProcessRulesCanBeLeftOff) {
  SandboxPolicy p;  // network only, like the cuda adapter without file rules
  p.block_processes = false;
  ChildResult r = run_child(p, [] {
    pid_t c = ::fork();
    if (c == 0) ::_exit(7);
    int st = 0;
    return c > 0 && ::waitpid(c, &st, 0) == c && WIFEXITED(st) && WEXITSTATUS(st) == 7 ? 0 : 1;
  });
  EXPECT_TRUE(r.exited(0)) << r;
  ChildResult n = run_child(p, [] { return ::socket(AF_INET, SOCK_STREAM, 0) >= 0 ? 0 : 1; });
  EXPECT_TRUE(n.violation()) << n;
}

TEST_F(SandboxTest, WritesOnlyUnderTheWritableFolder) {
  if (!landlock_available())
    GTEST_SKIP() << "Landlock is not available in this kernel: file writes are not restricted";
  std::string inside = (writable / "ok.bin").string();
  std::string outside = (elsewhere / "cheat.bin").string();
  std::string existing = (elsewhere / "existing.bin").string();
  test::write_file(existing, "x");
  ChildResult r = run_child(strict(), [&] {
    int in = ::open(inside.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (in < 0 || ::write(in, "y", 1) != 1) return 10;
    if (::open(outside.c_str(), O_WRONLY | O_CREAT, 0600) >= 0) return 11;
    if (errno != EACCES) return 12;
    if (::open(existing.c_str(), O_WRONLY) >= 0) return 13;  // an existing file as well
    if (errno != EACCES) return 14;
    if (::unlink(existing.c_str()) == 0 || errno != EACCES) return 15;
    if (::open(existing.c_str(), O_RDONLY) < 0) return 16;  // reads stay allowed
    int null = ::open("/dev/null", O_WRONLY | O_TRUNC);
    if (null < 0 || ::write(null, "z", 1) != 1) return 17;
    return 0;
  });
  EXPECT_TRUE(r.exited(0)) << r;
  EXPECT_FALSE(std::filesystem::exists(outside));
  EXPECT_TRUE(std::filesystem::exists(existing));
}

TEST_F(SandboxTest, AddressSpaceLimitIsApplied) {
  SandboxPolicy p = strict();
  p.max_address_space = size_t{2} << 30;
  ChildResult r = run_child(p, [] {
    rlimit as{}, core{};
    if (::getrlimit(RLIMIT_AS, &as) != 0 || as.rlim_cur != (rlim_t{2} << 30) ||
        as.rlim_max != (rlim_t{2} << 30))
      return 20;
    if (::getrlimit(RLIMIT_CORE, &core) != 0 || core.rlim_cur != 0) return 21;
    void* big = ::mmap(nullptr, size_t{4} << 30, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (big != MAP_FAILED || errno != ENOMEM) return 22;
    rlimit up{rlim_t{8} << 30, rlim_t{8} << 30};
    if (::setrlimit(RLIMIT_AS, &up) == 0) return 23;  // cannot be raised back
    return 0;
  });
  EXPECT_TRUE(r.exited(0)) << r;
}

/// Spins until the process has used `seconds` of CPU time; returns 0 only if it got there.
int spin_cpu(double seconds) {
  for (;;) {
    timespec ts{};
    ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    if (static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec) >= seconds)
      return 0;
  }
}

// CPU time is bounded over all threads, beyond what one call's wall-clock limit can see.
TEST_F(SandboxTest, CpuTimeLimitEndsTheProcessWithSigxcpu) {
  SandboxPolicy p = strict();
  p.max_cpu_seconds = 1;
  ChildResult r = run_child(p, [] { return spin_cpu(30); });
  ASSERT_TRUE(WIFSIGNALED(r.status)) << r;
  EXPECT_EQ(WTERMSIG(r.status), SIGXCPU) << r;
  EXPECT_NE(r.output.find("RLIMIT_CPU 1 s"), std::string::npos) << r;
}

// A candidate that ignores SIGXCPU meets the hard limit a few CPU seconds later.
TEST_F(SandboxTest, IgnoringSigxcpuStillEndsAtTheHardLimit) {
  SandboxPolicy p = strict();
  p.max_cpu_seconds = 1;
  ChildResult r = run_child(p, [] {
    ::signal(SIGXCPU, SIG_IGN);
    rlimit up{RLIM_INFINITY, RLIM_INFINITY};
    if (::setrlimit(RLIMIT_CPU, &up) == 0) return 30;  // the hard limit cannot be raised
    return spin_cpu(60);
  });
  ASSERT_TRUE(WIFSIGNALED(r.status)) << r;
  EXPECT_EQ(WTERMSIG(r.status), SIGKILL) << r;
}

}  // namespace
}  // namespace km::worker
