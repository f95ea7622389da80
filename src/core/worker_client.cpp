// SPDX-License-Identifier: Apache-2.0
#include "core/worker_client.hpp"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "core/wire.hpp"
#include "core/zygote_client.hpp"

extern char** environ;

namespace km {
namespace {

/// The last "sandbox: forbidden system call ..." line of the worker's log.
std::string sandbox_report(const std::string& log) {
  const std::string marker = "sandbox: forbidden system call";
  size_t at = log.rfind(marker);
  if (at == std::string::npos)
    return "the candidate's process exited with the sandbox's violation status " +
           std::to_string(wire::kSandboxViolationExit) + " but its log names no system call";
  size_t end = log.find('\n', at);
  return log.substr(at, end == std::string::npos ? std::string::npos : end - at);
}

/// The last line of the log that starts with `marker`, or `fallback`.
std::string last_line(const std::string& log, const std::string& marker,
                      const std::string& fallback) {
  size_t at = log.rfind(marker);
  if (at == std::string::npos) return fallback;
  size_t end = log.find('\n', at);
  return log.substr(at, end == std::string::npos ? std::string::npos : end - at);
}

}  // namespace

WorkerClient::WorkerClient(std::filesystem::path worker_exe, std::filesystem::path scratch)
    : exe_(std::move(worker_exe)), scratch_(std::move(scratch)) {
  // A worker that dies (or never starts: a script that exits 127) must not take the harness with
  // it through SIGPIPE on the next request: the failed write is reported instead.
  ::signal(SIGPIPE, SIG_IGN);
  // One log per client: a harness may hold a second, prestarted worker (Harness::prestart_worker).
  static int clients = 0;
  log_ = scratch_ / ("worker-" + std::to_string(getpid()) + "-" + std::to_string(clients++) + ".log");
}

void WorkerClient::set_env(std::vector<std::string> overrides) {
  env_ = merged_env(std::move(overrides));
}

std::vector<std::string> WorkerClient::merged_env(std::vector<std::string> overrides) {
  std::vector<std::string> env;
  for (size_t i = 0; i < overrides.size(); ++i) {
    const size_t eq = overrides[i].find('=');
    const std::string key = eq == std::string::npos ? overrides[i] + "=" : overrides[i].substr(0, eq + 1);
    bool replaced = false;
    for (size_t j = i + 1; j < overrides.size(); ++j)
      replaced = replaced || overrides[j].compare(0, key.size(), key) == 0;
    if (!replaced) env.push_back(std::move(overrides[i]));
  }
  return env;
}

WorkerClient::~WorkerClient() {
  stop();
}

void WorkerClient::start() {
  int req[2], rep[2];
  if (::pipe2(req, O_CLOEXEC) != 0 || ::pipe2(rep, O_CLOEXEC) != 0)
    throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, req[0], wire::kRequestFd);
  posix_spawn_file_actions_adddup2(&fa, rep[1], wire::kReplyFd);
  posix_spawn_file_actions_addopen(&fa, 1, log_.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0600);
  posix_spawn_file_actions_adddup2(&fa, 1, 2);
  posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
  posix_spawnattr_t at;
  posix_spawnattr_init(&at);
  // The worker (and the candidate) get SIGPIPE back: the harness's SIG_IGN would be inherited.
  sigset_t defaults;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGPIPE);
  posix_spawnattr_setsigdefault(&at, &defaults);
  posix_spawnattr_setflags(&at, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF);
  posix_spawnattr_setpgroup(&at, 0);
  std::string path = exe_.string();
  char* argv[] = {path.data(), nullptr};
  // The harness's environment, with the overrides for this worker (a thread count) on top.
  std::vector<std::string> env;
  for (char** e = environ; *e; ++e) {
    std::string kv = *e;
    bool overridden = false;
    for (const std::string& o : env_)
      overridden = overridden || kv.compare(0, o.find('=') + 1, o, 0, o.find('=') + 1) == 0;
    if (!overridden) env.push_back(kv);
  }
  env.insert(env.end(), env_.begin(), env_.end());
  if (zygote_ && zygotes_enabled()) {
    if (std::optional<ZygoteWorker> z = zygote_fork(exe_, env, log_, req[0], rep[1])) {
      posix_spawn_file_actions_destroy(&fa);
      posix_spawnattr_destroy(&at);
      ::close(req[0]);
      ::close(rep[1]);
      pid_ = z->pid;
      zygote_conn_ = z->conn;
      forked_ = true;
      to_worker_ = req[1];
      from_worker_ = rep[0];
      return;
    }
  }
  forked_ = false;
  // The worker dies with this process (src/worker/worker_main.cpp, die_with_parent).
  std::erase_if(env, [](const std::string& kv) { return kv.rfind("KM_WORKER_PARENT=", 0) == 0; });
  env.push_back("KM_WORKER_PARENT=" + std::to_string(::getpid()));
  std::vector<char*> envp;
  for (std::string& kv : env) envp.push_back(kv.data());
  envp.push_back(nullptr);
  int rc = posix_spawn(&pid_, path.c_str(), &fa, &at, argv, envp.data());
  posix_spawn_file_actions_destroy(&fa);
  posix_spawnattr_destroy(&at);
  ::close(req[0]);
  ::close(rep[1]);
  if (rc != 0) {
    ::close(req[1]);
    ::close(rep[0]);
    pid_ = -1;
    throw std::runtime_error("cannot start worker " + path + ": " + std::strerror(rc));
  }
  to_worker_ = req[1];
  from_worker_ = rep[0];
}

void WorkerClient::take_over(WorkerClient& other) {
  stop();
  exe_ = other.exe_;
  log_ = other.log_;
  env_ = other.env_;
  pid_ = other.pid_;
  to_worker_ = other.to_worker_;
  from_worker_ = other.from_worker_;
  zygote_conn_ = other.zygote_conn_;
  zygote_ = other.zygote_;
  forked_ = other.forked_;
  pending_ = other.pending_;
  sent_ = other.sent_;
  other.pid_ = -1;
  other.to_worker_ = other.from_worker_ = other.zygote_conn_ = -1;
  other.pending_ = other.sent_ = false;
}

void WorkerClient::stop() {
  pending_ = sent_ = false;
  if (to_worker_ >= 0) ::close(to_worker_);
  if (from_worker_ >= 0) ::close(from_worker_);
  to_worker_ = from_worker_ = -1;
  if (pid_ > 0) {
    ::kill(-pid_, SIGKILL);
    ::kill(pid_, SIGKILL);
    collect(10.0);
  }
}

std::optional<int> WorkerClient::collect(double timeout_s) {
  std::optional<int> status;
  if (zygote_conn_ >= 0) {
    // The zygote reaps the worker only once this connection closes, so its pid and process
    // group stay ours to signal until then.
    status = zygote_status(zygote_conn_, timeout_s);
    if (!status) {
      ::kill(-pid_, SIGKILL);
      ::kill(pid_, SIGKILL);
      status = zygote_status(zygote_conn_, 5.0);
    }
    ::kill(-pid_, SIGKILL);  // whatever it left behind in its group
    ::close(zygote_conn_);
    zygote_conn_ = -1;
  } else {
    int st = 0;
    pid_t got = 0;
    for (int i = 0; i < timeout_s * 100 && got == 0; ++i) {
      got = ::waitpid(pid_, &st, WNOHANG);
      if (got == 0) ::usleep(10000);
    }
    if (got == 0) {
      ::kill(-pid_, SIGKILL);
      ::kill(pid_, SIGKILL);
      got = ::waitpid(pid_, &st, 0);
    }
    ::kill(-pid_, SIGKILL);  // whatever it left behind in its group
    if (got == pid_) status = st;
  }
  pid_ = -1;
  return status;
}

std::optional<WorkerFailure> WorkerClient::request(const nlohmann::json& req, nlohmann::json& reply,
                                                   double timeout_s) {
  begin(req);
  return finish(reply, timeout_s);
}

void WorkerClient::begin(const nlohmann::json& req) {
  if (pending_) throw std::logic_error("WorkerClient::begin: the previous reply was not collected");
  if (pid_ < 0) start();
  // A worker that died between requests shows up as a failed write or an EOF in finish().
  sent_ = wire::write_frame(to_worker_, req);
  pending_ = true;
}

std::optional<WorkerFailure> WorkerClient::finish(nlohmann::json& reply, double timeout_s) {
  if (!pending_) throw std::logic_error("WorkerClient::finish: no request was begun");
  pending_ = false;
  double limit = timeout_s;  // < 0: no limit
  bool cut = false;          // the deadline, not the request's own limit, bounds this wait
  if (deadline_) {
    const double left =
        std::chrono::duration<double>(*deadline_ - std::chrono::steady_clock::now()).count();
    if (limit < 0 || left < limit) {
      limit = std::max(left, 0.0);
      cut = true;
    }
  }
  wire::ReadStatus st =
      sent_ ? wire::read_frame(from_worker_, reply, limit) : wire::ReadStatus::eof;
  if (st == wire::ReadStatus::ok) return std::nullopt;

  WorkerFailure f;
  if (st == wire::ReadStatus::timeout && cut) {
    std::ostringstream why;
    why << "the runner's deadline (--deadline) came while a call was running, before its own "
        << timeout_s << "-s limit; the worker was stopped (the run's time ran out: no verdict on "
        << "the candidate)";
    f = {Verdict::HARNESS_ERROR, why.str()};
    stop();
    return f;
  }
  if (st == wire::ReadStatus::timeout) {
    f = {Verdict::TIMEOUT,
         "no reply within " + std::to_string(timeout_s) + " s; the candidate was killed"};
    stop();
    return f;
  }
  if (st == wire::ReadStatus::garbage) {
    f = {Verdict::RUNTIME_ERROR,
         "the worker's reply channel carried garbage (the candidate wrote to it?)"};
    stop();
    return f;
  }
  // EOF: the process is ending or has ended; collect how.
  ::close(to_worker_);
  ::close(from_worker_);
  to_worker_ = from_worker_ = -1;
  const bool forked = zygote_conn_ >= 0;
  std::optional<int> collected = collect(5.0);  // up to 5 s for the exit to land
  if (!collected && forked)
    return WorkerFailure{Verdict::HARNESS_ERROR,
                         "the worker zygote that forked this worker went away without reporting how "
                         "the worker ended (KM_WORKER_ZYGOTE=off spawns workers directly)"};
  const int status = collected.value_or(0);
  if (WIFEXITED(status) && WEXITSTATUS(status) == wire::kOutOfBoundsExit) {
    // The worker's fault handler named the buffer whose protected neighbour page was touched.
    f = {Verdict::OUT_OF_BOUNDS,
         last_line(output_tail(8192), "out of bounds:",
                   "the candidate touched a protected page next to one of its buffers")};
  } else if (WIFEXITED(status) && WEXITSTATUS(status) == wire::kSandboxViolationExit) {
    // The sandbox's SIGSYS handler named the call in the log before exiting: report that line.
    f = {Verdict::SANDBOX_VIOLATION, sandbox_report(output_tail(8192))};
  } else if (WIFSIGNALED(status) && WTERMSIG(status) == SIGXCPU) {
    // RLIMIT_CPU (the sandbox's CPU-time limit over all the worker's threads) ran out.
    f = {Verdict::TIMEOUT,
         "the candidate's process used up its CPU-time limit (RLIMIT_CPU, over all its threads: "
         "--cpu-limit) and was killed by SIGXCPU"};
  } else if (WIFSIGNALED(status)) {
    int sig = WTERMSIG(status);
    f = {Verdict::CRASH, std::string("the candidate's process was killed by signal ") +
                             std::to_string(sig) + " (" + strsignal(sig) + ")"};
  } else {
    f = {Verdict::CRASH, "the candidate's process exited with status " +
                             std::to_string(WIFEXITED(status) ? WEXITSTATUS(status) : -1) +
                             " before returning from the call"};
  }
  return f;
}

std::string WorkerClient::output_tail(size_t max_bytes) const {
  std::ifstream in(log_, std::ios::binary);
  if (!in) return "";
  std::stringstream ss;
  ss << in.rdbuf();
  std::string s = ss.str();
  return s.size() > max_bytes ? s.substr(s.size() - max_bytes) : s;
}

}  // namespace km
