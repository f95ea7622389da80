// SPDX-License-Identifier: Apache-2.0
#include "core/wire.hpp"

#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>

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

}  // namespace km::wire
