// SPDX-License-Identifier: Apache-2.0
#include "worker/zygote.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <vector>

#include "core/wire.hpp"

namespace km::worker {
namespace {

using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

struct Child {
  pid_t pid;
  int conn;  // the harness's connection: the exit status goes there; its close reaps the child
  bool reported = false;
};

int thread_count() {
  int n = 0;
  if (DIR* d = ::opendir("/proc/self/task")) {
    while (dirent* e = ::readdir(d)) n += e->d_name[0] != '.';
    ::closedir(d);
  }
  return n;
}

// The wait status a waitpid() would give, from waitid()'s siginfo (the child stays unreaped).
int wait_status(const siginfo_t& si) {
  if (si.si_code == CLD_EXITED) return (si.si_status & 0xff) << 8;
  return (si.si_status & 0x7f) | (si.si_code == CLD_DUMPED ? 0x80 : 0);
}

// The "Seccomp:" mode and "Seccomp_filters:" count of a process (-1 where absent or unreadable).
std::pair<int, int> seccomp_of(pid_t pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/status");
  std::pair<int, int> r{-1, -1};
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("Seccomp:", 0) == 0) r.first = std::atoi(line.c_str() + 8);
    if (line.rfind("Seccomp_filters:", 0) == 0) r.second = std::atoi(line.c_str() + 16);
  }
  return r;
}

// A sandboxed candidate must not get an unsandboxed worker (with KM_SANDBOX=off in its request)
// from the zygote: its socket is reachable from the sandbox (AF_UNIX is allowed, and Landlock
// does not restrict connecting). Every sandboxed worker runs under one more seccomp filter than
// the harness that started it (and the zygote, which inherited the harness's), so a peer with
// more filters than the zygote is refused; where the kernel does not count filters (before
// Linux 5.9), any peer under a filter.
std::string peer_refusal(pid_t peer) {
  const auto own = seccomp_of(::getpid()), theirs = seccomp_of(peer);
  if (theirs.first < 0) return "cannot read the peer's /proc status";
  const bool counted = own.second >= 0 && theirs.second >= 0;
  if (counted ? theirs.second > own.second : theirs.first != 0)
    return "the peer runs under more seccomp filters than the zygote (a sandboxed process)";
  return {};
}

void log(const std::string& s) { std::fprintf(stderr, "zygote %d: %s\n", ::getpid(), s.c_str()); }

// In the forked worker: the harness's pipes on fds 3 and 4, its log on 1 and 2, its process
// group, signals, directory and environment, as a spawned worker would have them.
bool become_worker(Adapter& ad, const int fds[2], const json& req) {
  int a = ::fcntl(fds[0], F_DUPFD_CLOEXEC, 10), b = ::fcntl(fds[1], F_DUPFD_CLOEXEC, 10);
  ::close(fds[0]);
  ::close(fds[1]);
  if (a < 0 || b < 0 || ::dup2(a, wire::kRequestFd) < 0 || ::dup2(b, wire::kReplyFd) < 0) return false;
  ::close(a);
  ::close(b);
  int null = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
  int logfd = ::open(req.at("log").get<std::string>().c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
  if (null < 0 || logfd < 0 || ::dup2(null, 0) < 0 || ::dup2(logfd, 1) < 0 || ::dup2(logfd, 2) < 0)
    return false;
  ::close(null);
  ::close(logfd);
  ::setpgid(0, 0);  // as POSIX_SPAWN_SETPGROUP: the harness kills the group
  ::signal(SIGCHLD, SIG_DFL);
  ::signal(SIGPIPE, SIG_DFL);
  sigset_t none;
  sigemptyset(&none);
  ::sigprocmask(SIG_SETMASK, &none, nullptr);
  if (::chdir(req.at("cwd").get<std::string>().c_str()) != 0) return false;
  ::clearenv();
  for (const json& kv : req.at("env")) ::putenv(::strdup(kv.get<std::string>().c_str()));
  if (std::string e = ad.adopt_environment(); !e.empty()) {
    std::fprintf(stderr, "the worker zygote's child could not adopt its environment: %s\n", e.c_str());
    return false;
  }
  return true;
}

class Zygote {
 public:
  Zygote(Adapter& ad, std::string socket_path, double idle_s)
      : ad_(ad), path_(std::move(socket_path)), idle_s_(idle_s) {}

  std::optional<int> run() {
    lock_ = ::open((path_ + ".lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (lock_ < 0 || ::flock(lock_, LOCK_EX | LOCK_NB) != 0) {
      log("another zygote serves " + path_);
      return 0;
    }
    identity_ = wire::file_identity("/proc/self/exe");
    const auto t0 = Clock::now();
    if (std::string e = ad_.preload(); !e.empty()) {
      log("preload failed: " + e);
      return 1;
    }
    for (const std::string& f : ad_.preload_files()) watched_.emplace_back(f, wire::file_identity(f));
    log("preloaded in " + std::to_string(std::chrono::duration<double>(Clock::now() - t0).count()) +
        " s, " + std::to_string(thread_count()) + " thread(s)");
    if (std::string e = listen_on(); !e.empty()) {
      log(e);
      return 1;
    }
    auto last = Clock::now();
    for (;;) {
      report_exits();
      std::vector<pollfd> pfds;
      for (const Child& c : children_) pfds.push_back({c.conn, POLLIN, 0});
      if (listen_ >= 0) pfds.push_back({listen_, POLLIN, 0});
      int r = ::poll(pfds.data(), pfds.size(), 100);
      if (r < 0 && errno != EINTR) break;
      for (size_t i = children_.size(); i-- > 0;)
        if (pfds[i].revents) closed(i);
      if (listen_ >= 0 && r > 0 && (pfds.back().revents & POLLIN)) {
        int conn = ::accept4(listen_, nullptr, nullptr, SOCK_CLOEXEC);
        if (conn >= 0) {
          last = Clock::now();
          if (!serve(conn)) return std::nullopt;  // the forked worker
        }
      }
      if (!children_.empty()) last = Clock::now();
      const bool idle = std::chrono::duration<double>(Clock::now() - last).count() > idle_s_;
      if (children_.empty() && (idle || listen_ < 0)) break;
    }
    stop_listening();
    return 0;
  }

 private:
  std::string listen_on() {
    sockaddr_un addr{};
    addr.sun_family = AF_UNIX;
    if (path_.size() >= sizeof addr.sun_path) return "socket path too long: " + path_;
    std::memcpy(addr.sun_path, path_.c_str(), path_.size() + 1);
    ::unlink(path_.c_str());
    listen_ = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    mode_t old = ::umask(077);
    int b = listen_ < 0 ? -1 : ::bind(listen_, reinterpret_cast<sockaddr*>(&addr), sizeof addr);
    ::umask(old);
    if (b != 0 || ::listen(listen_, 64) != 0)
      return "cannot listen on " + path_ + ": " + std::strerror(errno);
    return {};
  }

  // Stale or unsafe: no more forks. The socket and the lock go now, so the next harness starts a
  // fresh zygote; the workers already forked are served until they end.
  void stop_listening() {
    if (listen_ < 0) return;
    ::unlink(path_.c_str());
    ::close(listen_);
    listen_ = -1;
    ::close(lock_);
    lock_ = -1;
  }

  void report_exits() {
    for (Child& c : children_) {
      if (c.reported) continue;
      siginfo_t si{};
      if (::waitid(P_PID, c.pid, &si, WEXITED | WNOHANG | WNOWAIT) == 0 && si.si_pid == c.pid) {
        wire::write_frame(c.conn, {{"status", wait_status(si)}});
        c.reported = true;
      }
    }
  }

  // The harness closed the connection (or wrote to it, which it never does): the worker is
  // killed if still running, then reaped.
  void closed(size_t i) {
    Child c = children_[i];
    char buf[64];
    ssize_t n = ::recv(c.conn, buf, sizeof buf, MSG_DONTWAIT);
    if (n > 0 || (n < 0 && (errno == EAGAIN || errno == EINTR))) return;
    if (!c.reported) {
      ::kill(-c.pid, SIGKILL);
      ::kill(c.pid, SIGKILL);
    }
    int st;
    ::waitpid(c.pid, &st, 0);
    ::close(c.conn);
    children_.erase(children_.begin() + static_cast<long>(i));
  }

  std::string refusal(const json& req) {
    if (req.value("identity", std::string()) != identity_)
      return "stale: the worker executable changed since this zygote started";
    for (const auto& [file, id] : watched_)
      if (wire::file_identity(file) != id) return "stale: " + file + " changed since this zygote started";
    if (int n = thread_count(); n != 1)
      return "the zygote has " + std::to_string(n) + " threads: fork would copy only one";
    return {};
  }

  // One request; false in the forked worker.
  bool serve(int conn) {
    ucred cred{};
    socklen_t len = sizeof cred;
    int fds[2];
    json req;
    if (::getsockopt(conn, SOL_SOCKET, SO_PEERCRED, &cred, &len) != 0 || cred.uid != ::getuid() ||
        !wire::recv_fds(conn, fds, 2, 5.0)) {
      ::close(conn);
      return true;
    }
    if (wire::read_frame(conn, req, 5.0) != wire::ReadStatus::ok || !req.is_object()) {
      ::close(fds[0]);
      ::close(fds[1]);
      ::close(conn);
      return true;
    }
    if (std::string no = peer_refusal(cred.pid); !no.empty()) {  // refused; the zygote serves on
      log("refused peer " + std::to_string(cred.pid) + ": " + no);
      wire::write_frame(conn, {{"ok", false}, {"error", no}});
      ::close(fds[0]);
      ::close(fds[1]);
      ::close(conn);
      return true;
    }
    std::string no = refusal(req);
    pid_t pid = -1;
    if (no.empty()) {
      ad_.before_fork();
      pid = ::fork();
      if (pid == 0) {
        ad_.after_fork(true);
        ::close(lock_);
        if (listen_ >= 0) ::close(listen_);
        for (const Child& c : children_) ::close(c.conn);
        ::close(conn);
        if (!become_worker(ad_, fds, req)) ::_exit(127);
        return false;
      }
      ad_.after_fork(false);
      if (pid < 0) no = std::string("fork: ") + std::strerror(errno);
    }
    ::close(fds[0]);
    ::close(fds[1]);
    if (!no.empty()) {  // the socket and lock go first: the harness starts a fresh zygote now
      stop_listening();
      log(no);
      wire::write_frame(conn, {{"ok", false}, {"error", no}});
      ::close(conn);
      return true;
    }
    wire::write_frame(conn, {{"ok", true}, {"pid", pid}});
    children_.push_back({pid, conn});
    return true;
  }

  Adapter& ad_;
  std::string path_, identity_;
  double idle_s_;
  int lock_ = -1, listen_ = -1;
  std::vector<std::pair<std::string, std::string>> watched_;
  std::vector<Child> children_;
};

}  // namespace

std::optional<int> run_zygote(Adapter& ad, const std::string& socket_path, double idle_s) {
  ::signal(SIGPIPE, SIG_IGN);  // a harness gone between its request and our reply
  return Zygote(ad, socket_path, idle_s).run();
}

}  // namespace km::worker
