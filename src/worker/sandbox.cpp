// SPDX-License-Identifier: Apache-2.0
// The worker's run-time sandbox: a seccomp filter (libseccomp) that traps process and network
// system calls, Landlock rules that confine file writes to the scratch folder, and rlimits.
// See sandbox.hpp for the policy and the contract with the harness.
#include "worker/sandbox.hpp"

#include <errno.h>
#include <fcntl.h>
#include <linux/landlock.h>
#include <seccomp.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>

// Debian 12's uapi headers stop at Landlock ABI 2; later rights are probed at run time.
#ifndef LANDLOCK_ACCESS_FS_REFER
#define LANDLOCK_ACCESS_FS_REFER (1ULL << 13)  // ABI 2
#endif
#ifndef LANDLOCK_ACCESS_FS_TRUNCATE
#define LANDLOCK_ACCESS_FS_TRUNCATE (1ULL << 14)  // ABI 3
#endif
#ifndef LANDLOCK_CREATE_RULESET_VERSION
#define LANDLOCK_CREATE_RULESET_VERSION (1U << 0)
#endif

namespace km::worker {
namespace {

// ---------------------------------------------------------------------------------------------
// SIGSYS: the report of a trapped call. Everything the handler reads is filled before the filter
// is loaded (a trap can only happen afterwards), and it calls only write() and _exit().

struct TrappedName {
  int nr;
  char name[32];
};
constexpr int kMaxTrapped = 64;
TrappedName g_trapped[kMaxTrapped];
int g_trapped_count = 0;
uint32_t g_native_arch = 0;

size_t put_str(char* buf, size_t at, size_t cap, const char* s) {
  while (*s && at + 1 < cap) buf[at++] = *s++;
  return at;
}

size_t put_uint(char* buf, size_t at, size_t cap, unsigned long v, unsigned base) {
  char tmp[24];
  int n = 0;
  do {
    unsigned d = static_cast<unsigned>(v % base);
    tmp[n++] = static_cast<char>(d < 10 ? '0' + d : 'a' + d - 10);
    v /= base;
  } while (v && n < 24);
  while (n > 0 && at + 1 < cap) buf[at++] = tmp[--n];
  return at;
}

void on_sigsys(int, siginfo_t* info, void*) {
  char line[160];
  const size_t cap = sizeof line;
  size_t at = put_str(line, 0, cap, "sandbox: forbidden system call ");
  const int nr = info->si_syscall;
  if (info->si_arch != g_native_arch) {
    // A call through another ABI's entry (int $0x80, x32): the filter traps it as a whole.
    at = put_str(line, at, cap, "of a foreign ABI (arch 0x");
    at = put_uint(line, at, cap, info->si_arch, 16);
    at = put_str(line, at, cap, ", ");
  } else {
    const char* name = "unknown";
    for (int i = 0; i < g_trapped_count; ++i)
      if (g_trapped[i].nr == nr) name = g_trapped[i].name;
    at = put_str(line, at, cap, name);
    at = put_str(line, at, cap, " (");
  }
  if (nr < 0) {
    at = put_str(line, at, cap, "-");
    at = put_uint(line, at, cap, static_cast<unsigned long>(-static_cast<long>(nr)), 10);
  } else {
    at = put_uint(line, at, cap, static_cast<unsigned long>(nr), 10);
  }
  at = put_str(line, at, cap, ")\n");
  const char* p = line;
  while (at > 0) {
    ssize_t w = ::write(2, p, at);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) break;
    p += w;
    at -= static_cast<size_t>(w);
  }
  ::_exit(kSandboxViolationExit);
}

void remember_name(int nr) {
  if (nr < 0 || g_trapped_count >= kMaxTrapped) return;  // pseudo-syscall: absent on this arch
  for (int i = 0; i < g_trapped_count; ++i)
    if (g_trapped[i].nr == nr) return;
  TrappedName& t = g_trapped[g_trapped_count];
  t.nr = nr;
  char* name = seccomp_syscall_resolve_num_arch(SCMP_ARCH_NATIVE, nr);
  std::strncpy(t.name, name ? name : "unknown", sizeof t.name - 1);
  t.name[sizeof t.name - 1] = '\0';
  std::free(name);
  ++g_trapped_count;
}

// ---------------------------------------------------------------------------------------------
// seccomp

struct Filter {
  scmp_filter_ctx ctx = nullptr;
  ~Filter() {
    if (ctx) seccomp_release(ctx);
  }
};

std::string seccomp_error(const char* what, int rc) {
  return std::string("seccomp: ") + what + ": " + std::strerror(-rc);
}

/// Adds `action` for syscall `nr` when all of `cmps` hold (none: always).
std::string add_rule(scmp_filter_ctx ctx, uint32_t action, int nr,
                     std::initializer_list<scmp_arg_cmp> cmps = {}) {
  int rc = seccomp_rule_add_array(ctx, action, nr, static_cast<unsigned>(cmps.size()),
                                  cmps.size() ? cmps.begin() : nullptr);
  if (rc != 0) {
    char* name = seccomp_syscall_resolve_num_arch(SCMP_ARCH_NATIVE, nr);
    std::string n = name ? name : std::to_string(nr);
    std::free(name);
    return seccomp_error(("cannot add the rule for " + n).c_str(), rc);
  }
  if (action == SCMP_ACT_TRAP) remember_name(nr);
  return {};
}

std::string load_seccomp(const SandboxPolicy& pol) {
  Filter f;
  f.ctx = seccomp_init(SCMP_ACT_ALLOW);  // default-allow: only the listed calls are refused
  if (!f.ctx) return "seccomp: seccomp_init failed";
  // Threads the runtime started before (a GPU runtime's) get the filter too.
  if (int rc = seccomp_attr_set(f.ctx, SCMP_FLTATR_CTL_TSYNC, 1); rc != 0)
    return seccomp_error("cannot set TSYNC", rc);
  // A call through another ABI's entry point (int $0x80 on x86-64, x32 numbers) would dodge
  // rules written for the native numbers: trap all of them, so they are reported too.
  if (int rc = seccomp_attr_set(f.ctx, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_TRAP); rc != 0)
    return seccomp_error("cannot set the bad-arch action", rc);
  g_native_arch = seccomp_arch_native();

  const uint32_t trap = SCMP_ACT_TRAP;
  const auto self = static_cast<scmp_datum_t>(::getpid());
  std::string e;
  auto add = [&](int nr, std::initializer_list<scmp_arg_cmp> cmps = {}) {
    if (e.empty()) e = add_rule(f.ctx, trap, nr, cmps);
  };

  // The SIGSYS handler is the report: the candidate may not replace it (querying is fine).
  // Where processes are allowed (Triton's JIT on a GPU runs ldconfig, ptxas and a C compiler),
  // a child resets every handled signal to SIG_DFL between fork and exec (CPython's vfork path,
  // glibc's posix_spawn) with SIGSYS blocked, so a trap killed every child by SIGSYS (H200,
  // 2026-12-02): there the call fails with EPERM instead, and the handler stays all the same.
  if (pol.block_processes) {
    add(SCMP_SYS(rt_sigaction), {SCMP_A0(SCMP_CMP_EQ, SIGSYS), SCMP_A1(SCMP_CMP_NE, 0)});
  } else if (int rc = seccomp_rule_add(f.ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(rt_sigaction), 2,
                                       SCMP_A0(SCMP_CMP_EQ, SIGSYS), SCMP_A1(SCMP_CMP_NE, 0));
             rc != 0) {
    return seccomp_error("cannot add the rule for rt_sigaction", rc);
  }
  // io_uring performs socket, connect and other calls in the kernel, out of seccomp's sight.
  add(SCMP_SYS(io_uring_setup));

  if (pol.block_processes) {
    add(SCMP_SYS(fork));
    add(SCMP_SYS(vfork));
    add(SCMP_SYS(execve));
    add(SCMP_SYS(execveat));
    // Threads stay legal (OpenMP, the CUDA runtime): clone is refused only without CLONE_THREAD.
    add(SCMP_SYS(clone), {SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_THREAD, 0)});
    // clone3 passes its flags in a struct in user memory, which a seccomp filter cannot read,
    // so threads and processes look alike. ENOSYS (not a trap) makes glibc's pthread_create
    // fall back to clone, whose flags are in a register and checked above.
    if (int rc = seccomp_rule_add(f.ctx, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0); rc != 0)
      return seccomp_error("cannot add the rule for clone3", rc);
    add(SCMP_SYS(ptrace));
    add(SCMP_SYS(process_vm_readv));
    add(SCMP_SYS(process_vm_writev));
    // Signals only to itself: abort() is raise(SIGABRT), i.e. tgkill(getpid(), tid, SIGABRT).
    // A 64-bit comparison with the exact pid also refuses 0, -1, -pgid and garbage high bits.
    add(SCMP_SYS(kill), {SCMP_A0(SCMP_CMP_NE, self)});
    add(SCMP_SYS(tkill), {SCMP_A0(SCMP_CMP_NE, self)});
    add(SCMP_SYS(tgkill), {SCMP_A0(SCMP_CMP_NE, self)});
    add(SCMP_SYS(rt_sigqueueinfo), {SCMP_A0(SCMP_CMP_NE, self)});
    add(SCMP_SYS(rt_tgsigqueueinfo), {SCMP_A0(SCMP_CMP_NE, self)});
    // A pidfd names its process through an fd the filter cannot resolve: refused outright.
    add(SCMP_SYS(pidfd_send_signal));
    add(SCMP_SYS(pidfd_getfd));
    add(SCMP_SYS(setsid));
    add(SCMP_SYS(setpgid));
    // The worker dies with its harness (PR_SET_PDEATHSIG, worker_main.cpp); undoing that would
    // let a candidate outlive a harness killed from outside. Other prctl options stay (thread
    // names).
    add(SCMP_SYS(prctl), {SCMP_A0(SCMP_CMP_EQ, PR_SET_PDEATHSIG)});
  }
  if (pol.block_network) {
    // Local (AF_UNIX) sockets stay: runtimes talk to local daemons. Any other domain is refused
    // at creation, so connect/bind/sendto have nothing to work on.
    add(SCMP_SYS(socket), {SCMP_A0(SCMP_CMP_NE, AF_UNIX)});
    add(SCMP_SYS(socketpair), {SCMP_A0(SCMP_CMP_NE, AF_UNIX)});
  }
  if (!e.empty()) return e;
  // libseccomp sets no_new_privs itself (SCMP_FLTATR_CTL_NNP defaults to on).
  if (int rc = seccomp_load(f.ctx); rc != 0) return seccomp_error("seccomp_load failed", rc);
  return {};
}

// ---------------------------------------------------------------------------------------------
// Landlock: raw system calls, glibc has no wrappers.

long ll_create_ruleset(const landlock_ruleset_attr* attr, size_t size, uint32_t flags) {
  return ::syscall(SYS_landlock_create_ruleset, attr, size, flags);
}
long ll_add_rule(int ruleset_fd, landlock_rule_type type, const void* attr, uint32_t flags) {
  return ::syscall(SYS_landlock_add_rule, ruleset_fd, type, attr, flags);
}
long ll_restrict_self(int ruleset_fd, uint32_t flags) {
  return ::syscall(SYS_landlock_restrict_self, ruleset_fd, flags);
}

struct Fd {
  int fd = -1;
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
};

int other_threads() {
  std::ifstream in("/proc/self/status");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("Threads:", 0) == 0) return std::atoi(line.c_str() + 8) - 1;
  return 0;
}

/// Empty on success; *note gets what is in force (or why nothing is).
std::string restrict_writes(const std::string& dir, std::string* note) {
  long abi = ll_create_ruleset(nullptr, 0, LANDLOCK_CREATE_RULESET_VERSION);
  if (abi < 0) {
    // ENOSYS: an older kernel; EOPNOTSUPP: Landlock not enabled; EPERM: a container's own seccomp
    // profile refuses the call. None is the candidate's doing, and seccomp still holds.
    if (errno == ENOSYS || errno == EOPNOTSUPP || errno == EPERM) {
      *note = std::string("landlock unavailable (") + std::strerror(errno) +
              "): file writes not restricted";
      return {};
    }
    return std::string("landlock: cannot query the ABI version: ") + std::strerror(errno);
  }
  // Every right that changes the file system; reading and executing stay allowed everywhere (the
  // worker still dlopen()s the module). Rights the running kernel does not know are masked off.
  uint64_t file_rights = LANDLOCK_ACCESS_FS_WRITE_FILE;
  uint64_t dir_rights = LANDLOCK_ACCESS_FS_REMOVE_DIR | LANDLOCK_ACCESS_FS_REMOVE_FILE |
                        LANDLOCK_ACCESS_FS_MAKE_CHAR | LANDLOCK_ACCESS_FS_MAKE_DIR |
                        LANDLOCK_ACCESS_FS_MAKE_REG | LANDLOCK_ACCESS_FS_MAKE_SOCK |
                        LANDLOCK_ACCESS_FS_MAKE_FIFO | LANDLOCK_ACCESS_FS_MAKE_BLOCK |
                        LANDLOCK_ACCESS_FS_MAKE_SYM;
  if (abi >= 2) dir_rights |= LANDLOCK_ACCESS_FS_REFER;
  if (abi >= 3) file_rights |= LANDLOCK_ACCESS_FS_TRUNCATE;
  // IOCTL_DEV (ABI 5) is deliberately not handled: device ioctls are how GPU runtimes work.

  landlock_ruleset_attr attr{};
  attr.handled_access_fs = file_rights | dir_rights;
  Fd ruleset;
  ruleset.fd = static_cast<int>(ll_create_ruleset(&attr, sizeof attr, 0));
  if (ruleset.fd < 0)
    return std::string("landlock: cannot create the ruleset: ") + std::strerror(errno);

  landlock_path_beneath_attr beneath{};
  Fd d;
  d.fd = ::open(dir.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC);
  if (d.fd < 0)
    return "landlock: cannot open the writable folder " + dir + ": " + std::strerror(errno);
  beneath.parent_fd = d.fd;
  beneath.allowed_access = file_rights | dir_rights;
  if (ll_add_rule(ruleset.fd, LANDLOCK_RULE_PATH_BENEATH, &beneath, 0) != 0)
    return "landlock: cannot allow writes under " + dir + ": " + std::strerror(errno);

  // A handled right covers character devices too: without this rule, opening /dev/null for
  // writing (shells, libraries silencing output) would fail. A rule on a file takes file rights.
  std::string extra;
  Fd null;
  null.fd = ::open("/dev/null", O_PATH | O_CLOEXEC);
  if (null.fd >= 0) {
    beneath.parent_fd = null.fd;
    beneath.allowed_access = file_rights;
    if (ll_add_rule(ruleset.fd, LANDLOCK_RULE_PATH_BENEATH, &beneath, 0) != 0)
      return std::string("landlock: cannot allow writes to /dev/null: ") + std::strerror(errno);
    extra = " and /dev/null";
  }

  if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
    return std::string("landlock: cannot set no_new_privs: ") + std::strerror(errno);
  if (ll_restrict_self(ruleset.fd, 0) != 0)
    return std::string("landlock: landlock_restrict_self failed: ") + std::strerror(errno);
  *note = "landlock ABI " + std::to_string(abi) + ": writes only under " + dir + extra;
  // restrict_self binds the calling thread and the threads it starts later, not earlier ones.
  if (int n = other_threads(); n > 0)
    *note += " (" + std::to_string(n) + " thread(s) started earlier are not restricted)";
  return {};
}

// ---------------------------------------------------------------------------------------------
// rlimits

std::string human_bytes(size_t b) {
  if (b >= (size_t{1} << 30) && b % (size_t{1} << 30) == 0) return std::to_string(b >> 30) + " GiB";
  if (b >= (size_t{1} << 20) && b % (size_t{1} << 20) == 0) return std::to_string(b >> 20) + " MiB";
  return std::to_string(b) + " bytes";
}

/// Soft and hard limit both, so the candidate cannot raise it back.
std::string set_limit(int resource, const char* name, rlim_t value) {
  rlimit cur{};
  if (::getrlimit(resource, &cur) == 0 && cur.rlim_max != RLIM_INFINITY && cur.rlim_max < value)
    value = cur.rlim_max;  // already stricter
  rlimit lim{value, value};
  if (::setrlimit(resource, &lim) != 0)
    return std::string("rlimit: cannot set ") + name + ": " + std::strerror(errno);
  return {};
}

}  // namespace

std::string enter_sandbox(const SandboxPolicy& policy, std::string* applied) {
  std::string parts;
  auto part = [&](const std::string& s) { parts += (parts.empty() ? "" : "; ") + s; };

  // 1. The handler first: it must be in place before any call can trap.
  const bool seccomp_on = policy.block_network || policy.block_processes;
  if (seccomp_on) {
    struct sigaction sa {};
    sa.sa_sigaction = on_sigsys;
    sa.sa_flags = SA_SIGINFO;
    sigemptyset(&sa.sa_mask);
    if (::sigaction(SIGSYS, &sa, nullptr) != 0)
      return std::string("seccomp: cannot install the SIGSYS handler: ") + std::strerror(errno);
  }

  // 2. rlimits. No core dumps from crashing candidates, whatever the policy.
  std::string lims = "RLIMIT_CORE 0";
  if (std::string e = set_limit(RLIMIT_CORE, "RLIMIT_CORE", 0); !e.empty()) return e;
  if (policy.max_address_space) {
    if (std::string e = set_limit(RLIMIT_AS, "RLIMIT_AS", policy.max_address_space); !e.empty())
      return e;
    lims = "RLIMIT_AS " + human_bytes(policy.max_address_space) + ", " + lims;
  }
  if (policy.max_file_size) {
    if (std::string e = set_limit(RLIMIT_FSIZE, "RLIMIT_FSIZE", policy.max_file_size); !e.empty())
      return e;
    lims += ", RLIMIT_FSIZE " + human_bytes(policy.max_file_size);
  }
  if (policy.max_cpu_seconds > 0) {
    // Wall-clock limits stop one call; this stops work that outlives its call (a thread left
    // spinning between requests) and the total of a worker's threads. CPU time already spent
    // counts, so the soft limit is raised past it: the limit is what the module may spend.
    rusage used{};
    ::getrusage(RUSAGE_SELF, &used);
    auto soft = static_cast<rlim_t>(std::ceil(policy.max_cpu_seconds)) +
                static_cast<rlim_t>(used.ru_utime.tv_sec + used.ru_stime.tv_sec + 1);
    rlimit cur{};
    rlimit lim{soft, soft + kCpuHardMargin};
    if (::getrlimit(RLIMIT_CPU, &cur) == 0 && cur.rlim_max != RLIM_INFINITY &&
        cur.rlim_max < lim.rlim_max)
      lim = {std::min(soft, cur.rlim_max), cur.rlim_max};  // already stricter
    if (::setrlimit(RLIMIT_CPU, &lim) != 0)
      return std::string("rlimit: cannot set RLIMIT_CPU: ") + std::strerror(errno);
    lims += ", RLIMIT_CPU " +
            std::to_string(static_cast<long long>(std::ceil(policy.max_cpu_seconds))) + " s";
  }

  // 3. File writes.
  std::string files = "landlock: off (file writes not restricted)";
  if (!policy.writable_dir.empty())
    if (std::string e = restrict_writes(policy.writable_dir, &files); !e.empty()) return e;

  // 4. The filter last: nothing above may trap.
  std::string sc = "seccomp: off";
  if (seccomp_on) {
    if (std::string e = load_seccomp(policy); !e.empty()) return e;
    sc = "seccomp: ";
    if (policy.block_network) sc += "network (sockets other than AF_UNIX)";
    if (policy.block_processes)
      sc += std::string(policy.block_network ? ", " : "") +
            "processes (fork/exec, signals to others, ptrace)";
  }

  part(sc);
  part(files);
  part(lims);
  if (applied) *applied = parts;
  return {};
}

}  // namespace km::worker
