// SPDX-License-Identifier: Apache-2.0
#include "core/wire.hpp"

#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>

namespace km::wire {

namespace {
bool write_all(int fd, const void* p, size_t n) {
  auto* c = static_cast<const char*>(p);
  while (n) {
    ssize_t w = ::write(fd, c, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return false;
    c += w;
    n -= static_cast<size_t>(w);
  }
  return true;
}

ReadStatus read_all(int fd, void* p, size_t n, std::chrono::steady_clock::time_point deadline,
                    bool forever) {
  auto* c = static_cast<char*>(p);
  while (n) {
    int wait_ms = -1;
    if (!forever) {
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
          deadline - std::chrono::steady_clock::now());
      if (left.count() <= 0) return ReadStatus::timeout;
      wait_ms = static_cast<int>(std::min<long long>(left.count(), 1 << 30));
    }
    pollfd pfd{fd, POLLIN, 0};
    int r = ::poll(&pfd, 1, wait_ms);
    if (r < 0 && errno == EINTR) continue;
    if (r == 0) return ReadStatus::timeout;
    ssize_t got = ::read(fd, c, n);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return ReadStatus::eof;
    c += got;
    n -= static_cast<size_t>(got);
  }
  return ReadStatus::ok;
}
}  // namespace

bool write_frame(int fd, const nlohmann::json& msg) {
  std::string body = msg.dump();
  unsigned char len[4];
  for (int i = 0; i < 4; ++i) len[i] = static_cast<unsigned char>(body.size() >> (8 * i));
  return write_all(fd, len, 4) && write_all(fd, body.data(), body.size());
}

ReadStatus read_frame(int fd, nlohmann::json& msg, double timeout_s) {
  bool forever = timeout_s < 0;
  auto deadline = std::chrono::steady_clock::now() +
                  std::chrono::microseconds(static_cast<long long>(forever ? 0 : timeout_s * 1e6));
  unsigned char len[4];
  if (ReadStatus s = read_all(fd, len, 4, deadline, forever); s != ReadStatus::ok) return s;
  uint32_t n = len[0] | len[1] << 8 | len[2] << 16 | static_cast<uint32_t>(len[3]) << 24;
  if (n > kMaxFrame) return ReadStatus::garbage;
  std::string body(n, '\0');
  if (ReadStatus s = read_all(fd, body.data(), n, deadline, forever); s != ReadStatus::ok) return s;
  msg = nlohmann::json::parse(body, nullptr, false);
  return msg.is_discarded() ? ReadStatus::garbage : ReadStatus::ok;
}

bool send_fds(int sock, const int* fds, int n) {
  char byte = 'F';
  iovec iov{&byte, 1};
  alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int) * 8)] = {};
  if (n < 1 || n > 8) return false;
  msghdr msg{};
  msg.msg_iov = &iov;
  msg.msg_iovlen = 1;
  msg.msg_control = control;
  msg.msg_controllen = CMSG_SPACE(sizeof(int) * n);
  cmsghdr* c = CMSG_FIRSTHDR(&msg);
  c->cmsg_level = SOL_SOCKET;
  c->cmsg_type = SCM_RIGHTS;
  c->cmsg_len = CMSG_LEN(sizeof(int) * n);
  std::memcpy(CMSG_DATA(c), fds, sizeof(int) * n);
  for (;;) {
    ssize_t w = ::sendmsg(sock, &msg, MSG_NOSIGNAL);
    if (w < 0 && errno == EINTR) continue;
    return w == 1;
  }
}

bool recv_fds(int sock, int* fds, int n, double timeout_s) {
  if (n < 1 || n > 8) return false;
  pollfd pfd{sock, POLLIN, 0};
  int r;
  do r = ::poll(&pfd, 1, static_cast<int>(timeout_s * 1000));
  while (r < 0 && errno == EINTR);
  if (r <= 0) return false;
  char byte = 0;
  iovec iov{&byte, 1};
  alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int) * 8)] = {};
  msghdr msg{};
  msg.msg_iov = &iov;
  msg.msg_iovlen = 1;
  msg.msg_control = control;
  msg.msg_controllen = sizeof control;
  ssize_t got;
  do got = ::recvmsg(sock, &msg, MSG_CMSG_CLOEXEC);
  while (got < 0 && errno == EINTR);
  int have = 0;
  for (cmsghdr* c = got == 1 ? CMSG_FIRSTHDR(&msg) : nullptr; c; c = CMSG_NXTHDR(&msg, c)) {
    if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS) continue;
    const int k = static_cast<int>((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
    for (int i = 0; i < k; ++i) {
      int fd;
      std::memcpy(&fd, CMSG_DATA(c) + i * sizeof(int), sizeof fd);
      if (have < n)
        fds[have++] = fd;
      else
        ::close(fd);
    }
  }
  if (got == 1 && have == n && !(msg.msg_flags & MSG_CTRUNC)) return true;
  for (int i = 0; i < have; ++i) ::close(fds[i]);
  return false;
}

std::string file_identity(const std::string& path) {
  struct stat st;
  if (::stat(path.c_str(), &st) != 0) return "";
  return std::to_string(st.st_dev) + ":" + std::to_string(st.st_ino) + ":" +
         std::to_string(st.st_size) + ":" +
         std::to_string(static_cast<long long>(st.st_mtim.tv_sec) * 1000000000LL + st.st_mtim.tv_nsec);
}

}  // namespace km::wire
