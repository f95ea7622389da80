// SPDX-License-Identifier: Apache-2.0
#include "core/zygote_client.hpp"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <map>

#include "core/sha256.hpp"
#include "core/wire.hpp"

namespace km {
namespace {

namespace fs = std::filesystem;

// Environment entries a preloaded runtime may have read at import: a worker whose values differ
// needs a zygote of its own (OpenMP's thread count is fixed when libgomp loads, with torch).
bool import_relevant(const std::string& kv) {
  static const char* const prefixes[] = {"PYTHON", "LD_", "OMP_", "MKL_", "KMP_", "GOMP_", "OPENBLAS_",
                                         "TORCH", "PYTORCH", "VIRTUAL_ENV=", "HOME=", "TMPDIR=",
                                         "KM_TRITON_PYTHON=", "KM_TRITON_HOST_DIR=",
                                         "KM_PALLAS_PYTHON=", "KM_PALLAS_HOST_DIR=",
                                         "KM_PALLAS_INTERPRET=", "JAX_", "XLA_"};
  for (const char* p : prefixes)
    if (kv.rfind(p, 0) == 0) return true;
  return false;
}

// The folder of this user's zygote sockets, made 0700 if absent; "" if it is not safely ours.
std::string socket_dir() {
  const char* env = std::getenv("KM_WORKER_ZYGOTE_DIR");
  std::string dir = env && *env ? env : "/tmp/km-zygote-" + std::to_string(::getuid());
  ::mkdir(dir.c_str(), 0700);
  struct stat st;
  if (::lstat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != ::getuid() ||
      (st.st_mode & 077) != 0)
    return "";
  return dir;
}

double idle_seconds() {
  const char* v = std::getenv("KM_WORKER_ZYGOTE_IDLE_S");
  double s = v && *v ? std::atof(v) : 600;
  return s > 0 ? s : 600;
}

// Starts a zygote in the background, at most once per socket and 10 s from this process (one
// that finds another holding the socket's lock exits at once).
void launch(const fs::path& exe, const std::string& sock, const std::vector<std::string>& env) {
  static std::map<std::string, std::chrono::steady_clock::time_point> launched;
  auto now = std::chrono::steady_clock::now();
  auto it = launched.find(sock);
  if (it != launched.end() && now - it->second < std::chrono::seconds(10)) return;
  launched[sock] = now;
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
  const std::string log = sock + ".log";
  posix_spawn_file_actions_addopen(&fa, 1, log.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0600);
  posix_spawn_file_actions_adddup2(&fa, 1, 2);
  posix_spawnattr_t at;
  posix_spawnattr_init(&at);
  sigset_t defaults;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGPIPE);
  sigaddset(&defaults, SIGCHLD);
  posix_spawnattr_setsigdefault(&at, &defaults);
  // Its own session: a test's process group (which CTest may kill) is not the zygote's.
  posix_spawnattr_setflags(&at, POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGDEF);
  std::string path = exe.string(), idle = std::to_string(idle_seconds());
  char zy[] = "--zygote", id[] = "--idle";
  std::string s = sock;
  char* argv[] = {path.data(), zy, s.data(), id, idle.data(), nullptr};
  std::vector<std::string> e = env;
  std::vector<char*> envp;
  for (std::string& kv : e) envp.push_back(kv.data());
  envp.push_back(nullptr);
  pid_t pid;
  posix_spawn(&pid, path.c_str(), &fa, &at, argv, envp.data());
  posix_spawn_file_actions_destroy(&fa);
  posix_spawnattr_destroy(&at);
}

int connect_to(const std::string& sock) {
  sockaddr_un addr{};
  addr.sun_family = AF_UNIX;
  if (sock.size() >= sizeof addr.sun_path) return -1;
  std::memcpy(addr.sun_path, sock.c_str(), sock.size() + 1);
  int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd >= 0 && ::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0) return fd;
  if (fd >= 0) ::close(fd);
  return -1;
}

}  // namespace

bool zygotes_enabled() {
  const char* v = std::getenv("KM_WORKER_ZYGOTE");
  return !v || std::string(v) != "off";
}

std::optional<ZygoteWorker> zygote_fork(const fs::path& exe, const std::vector<std::string>& env,
                                        const fs::path& log, int request_fd, int reply_fd) {
  const std::string dir = socket_dir(), identity = wire::file_identity(exe.string());
  if (dir.empty() || identity.empty()) return std::nullopt;
  std::vector<std::string> keyed;
  for (const std::string& kv : env)
    if (import_relevant(kv)) keyed.push_back(kv);
  std::sort(keyed.begin(), keyed.end());
  Sha256 h;
  h.update(fs::absolute(exe).string());  // not its identity: a stale zygote is told, and stops
  for (const std::string& kv : keyed) h.update("\n").update(kv);
  const std::string sock = dir + "/" + h.hex().substr(0, 20) + ".sock";
  int conn = connect_to(sock);
  if (conn < 0) {
    launch(fs::absolute(exe), sock, env);
    return std::nullopt;
  }
  const int fds[2] = {request_fd, reply_fd};
  nlohmann::json req = {{"identity", identity},
                        {"env", env},
                        {"cwd", fs::current_path().string()},
                        {"log", fs::absolute(log).string()}};
  nlohmann::json reply;
  if (!wire::send_fds(conn, fds, 2) || !wire::write_frame(conn, req) ||
      wire::read_frame(conn, reply, 10.0) != wire::ReadStatus::ok || !reply.value("ok", false) ||
      !reply.contains("pid")) {
    ::close(conn);
    if (reply.value("error", std::string()).rfind("stale", 0) == 0) launch(fs::absolute(exe), sock, env);
    return std::nullopt;
  }
  return ZygoteWorker{reply["pid"].get<pid_t>(), conn};
}

std::optional<int> zygote_status(int conn, double timeout_s) {
  nlohmann::json msg;
  if (wire::read_frame(conn, msg, timeout_s) != wire::ReadStatus::ok || !msg.contains("status"))
    return std::nullopt;
  return msg["status"].get<int>();
}

}  // namespace km
