// SPDX-License-Identifier: Apache-2.0
#include "core/arena.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <atomic>
#include <cstring>
#include <stdexcept>

namespace km {

namespace {
size_t align_up(size_t v, size_t a) {
  return (v + a - 1) / a * a;
}
std::atomic<unsigned> g_arena_counter{0};
}  // namespace

Arena::Arena(const std::filesystem::path& dir, const std::vector<ArenaSlot>& buffers,
             PageGuard guard)
    : guard_(guard) {
  size_t off = kGuardBytes;
  for (const ArenaSlot& b : buffers) {
    ArenaSlot s = b;
    switch (guard) {
      case PageGuard::none:
        s.offset = off;
        off = align_up(off + b.bytes + kGuardBytes, kAlign);
        break;
      case PageGuard::end:  // the page after the slot is guard only
        s.offset = align_up(off + b.bytes, kPage) - b.bytes;
        off = s.offset + b.bytes + kPage + kGuardBytes;
        break;
      case PageGuard::start:  // the page before the slot is guard only
        s.offset = align_up(off + kPage, kPage);
        off = s.offset + b.bytes + kGuardBytes;
        break;
    }
    slots_.push_back(s);
  }
  size_ = align_up(off, kPage);
  unsigned id = g_arena_counter.fetch_add(1);
  salt_ = (static_cast<unsigned>(getpid()) * 2654435761u) ^ (id * 40503u);
  path_ = dir / ("arena-" + std::to_string(getpid()) + "-" + std::to_string(id));
  int fd = ::open(path_.c_str(), O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0)
    throw std::runtime_error("cannot create arena " + path_.string() + ": " + std::strerror(errno));
  // Reserved now, so a full tmpfs is a clear error here rather than a SIGBUS in the middle of a
  // call (timing arenas hold several input sets and output snapshots).
  if (int e = ::posix_fallocate(fd, 0, static_cast<off_t>(size_)); e != 0) {
    ::close(fd);
    std::filesystem::remove(path_);
    throw std::runtime_error("cannot reserve " + std::to_string(size_) + " bytes for arena " +
                             path_.string() + ": " + std::strerror(e) +
                             " (KM_SCRATCH picks another folder)");
  }
  void* p = ::mmap(nullptr, size_, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  ::close(fd);
  if (p == MAP_FAILED)
    throw std::runtime_error("cannot map arena " + path_.string() + ": " + std::strerror(errno));
  base_ = static_cast<unsigned char*>(p);
  fill_guards();
}

std::pair<size_t, size_t> Arena::guard_page(size_t slot) const {
  const ArenaSlot& s = slots_.at(slot);
  if (guard_ == PageGuard::end) return {s.offset + s.bytes, kPage};
  if (guard_ == PageGuard::start) return {s.offset - kPage, kPage};
  return {0, 0};
}

Arena::~Arena() {
  if (base_) ::munmap(base_, size_);
  std::error_code ec;
  std::filesystem::remove(path_, ec);
}

unsigned char Arena::guard_byte(size_t offset) const {
  // Position-dependent so that a kernel copying one guard byte over another is still caught.
  uint32_t x = static_cast<uint32_t>(offset) * 2654435761u ^ salt_;
  x ^= x >> 15;
  return static_cast<unsigned char>(x * 0x2c1b3c6du >> 24);
}

void Arena::fill_guards() {
  size_t pos = 0;
  for (const ArenaSlot& s : slots_) {
    for (size_t o = pos; o < s.offset; ++o) base_[o] = guard_byte(o);
    pos = s.offset + s.bytes;
  }
  for (size_t o = pos; o < size_; ++o) base_[o] = guard_byte(o);
}

std::optional<std::string> Arena::guard_violation() const {
  size_t pos = 0;
  for (size_t i = 0; i <= slots_.size(); ++i) {
    size_t end = i < slots_.size() ? slots_[i].offset : size_;
    size_t first = end, last = 0, count = 0;
    for (size_t o = pos; o < end; ++o) {
      if (base_[o] != guard_byte(o)) {
        first = std::min(first, o);
        last = o;
        ++count;
      }
    }
    if (count) {
      auto kind = [](const ArenaSlot& s) {
        return std::string(s.output ? "output '" : "input '") + s.name + "'";
      };
      std::string where;
      if (i > 0 && first - pos < kGuardBytes)  // nearer to the end of the previous buffer
        where = "from " + std::to_string(first - pos) + " to " + std::to_string(last - pos) +
                " bytes past the end of " + kind(slots_[i - 1]);
      else if (i < slots_.size())
        where = "from " + std::to_string(end - last) + " to " + std::to_string(end - first) +
                " bytes before the start of " + kind(slots_[i]);
      else
        where = "in the trailing guard zone";
      return std::to_string(count) + " guard bytes overwritten " + where;
    }
    if (i < slots_.size()) pos = slots_[i].offset + slots_[i].bytes;
  }
  return std::nullopt;
}

}  // namespace km
