// SPDX-License-Identifier: Apache-2.0
// The run-time sandbox the worker enters before the candidate's module is loaded (its static
// initialisers are already the candidate's code). The symbol policy stops what a module links
// against; this stops what it does anyway, through inline system calls or dlsym.
#pragma once

#include <cstddef>
#include <string>

#include "core/wire.hpp"

namespace km::worker {

struct SandboxPolicy {
  bool block_network = true;    // no sockets but AF_UNIX (runtimes talk to local daemons)
  bool block_processes = true;  // no fork/exec, no signals to other processes, no ptrace
  /// Writes only beneath this folder (the runner's scratch folder holding the arena and the
  /// log); empty leaves the file system as it is (cuda: the driver writes its JIT cache).
  std::string writable_dir;
  size_t max_address_space = 0;  // bytes, RLIMIT_AS; 0 = unlimited (a GPU context maps huge ranges)
  size_t max_file_size = 0;      // bytes, RLIMIT_FSIZE; 0 = unlimited
  /// CPU seconds over all the process's threads, RLIMIT_CPU; 0 = unlimited. The soft limit sends
  /// SIGXCPU, which the harness reports as TIMEOUT; the hard limit, kCpuHardMargin seconds
  /// later, kills a candidate that ignores SIGXCPU.
  double max_cpu_seconds = 0;
};

constexpr int kCpuHardMargin = 5;

/// The worker's exit status after a forbidden system call: the SIGSYS handler names the call on
/// stderr (the candidate's log) and exits with it, and the harness turns it into
/// SANDBOX_VIOLATION with that line. Defined in core/wire.hpp, which the harness side shares.
constexpr int kSandboxViolationExit = wire::kSandboxViolationExit;

/// Applies the policy to the whole process, irreversibly (Landlock binds the calling thread and
/// the threads it starts later; threads already running keep their file access and *applied says
/// how many). Returns an error message, or empty; on
/// success *applied describes what is in force, for the records, e.g. "seccomp: network (...),
/// processes (...); landlock ABI 7: writes only under /dev/shm/kernelmark-x and /dev/null;
/// RLIMIT_AS 64 GiB, RLIMIT_CORE 0, RLIMIT_FSIZE 4 GiB". Where the kernel has no Landlock, file
/// writes are not restricted and *applied says so ("landlock unavailable: ..."); that is not an
/// error. RLIMIT_CORE is always set to 0 (no core dumps).
std::string enter_sandbox(const SandboxPolicy& policy, std::string* applied);

}  // namespace km::worker
