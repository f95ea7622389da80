// SPDX-License-Identifier: Apache-2.0
#include "core/arena.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <random>
#include <stdexcept>

namespace km {

namespace {
size_t align_up(size_t v, size_t a) {
  return (v + a - 1) / a * a;
}
std::atomic<unsigned> g_arena_counter{0};
}  // namespace

std::vector<size_t> list_placement(std::vector<size_t> items, uint64_t seed) {
  auto in_order = [&] {
    for (size_t i = 0; i + 1 < items.size(); ++i)
      if (items[i + 1] == items[i] + 1) return true;
    return false;
  };
  std::mt19937_64 rng(seed * 0x9E3779B97F4A7C15ull + 0x11575);
  for (int attempt = 0; attempt < 64 && in_order(); ++attempt)
    std::shuffle(items.begin(), items.end(), rng);
  if (in_order()) std::reverse(items.begin(), items.end());
  return items;
}

Arena::Arena(const std::filesystem::path& dir, const std::vector<ArenaSlot>& buffers,
             PageGuard guard, const std::vector<size_t>& placement)
    : guard_(guard) {
  by_offset_ = placement;
  if (by_offset_.empty())
    for (size_t i = 0; i < buffers.size(); ++i) by_offset_.push_back(i);
  {
    std::vector<size_t> sorted = by_offset_;
    std::sort(sorted.begin(), sorted.end());
    for (size_t i = 0; i < sorted.size(); ++i)
      if (sorted.size() != buffers.size() || sorted[i] != i)
        throw std::runtime_error("arena placement is not a permutation of its slots");
  }
  size_t off = kGuardBytes;
  slots_.resize(buffers.size());
  for (size_t at : by_offset_) {
    const ArenaSlot& b = buffers[at];
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
    slots_[at] = s;
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
  for (size_t at : by_offset_) {
    const ArenaSlot& s = slots_[at];
    for (size_t o = pos; o < s.offset; ++o) base_[o] = guard_byte(o);
    pos = s.offset + s.bytes;
  }
  for (size_t o = pos; o < size_; ++o) base_[o] = guard_byte(o);
}

std::optional<std::string> Arena::guard_violation() const {
  size_t pos = 0;
  // Slots in file order: by_offset_[i] is the i-th slot from the start.
  auto slot = [&](size_t i) -> const ArenaSlot& { return slots_[by_offset_[i]]; };
  for (size_t i = 0; i <= slots_.size(); ++i) {
    size_t end = i < slots_.size() ? slot(i).offset : size_;
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
                " bytes past the end of " + kind(slot(i - 1));
      else if (i < slots_.size())
        where = "from " + std::to_string(end - last) + " to " + std::to_string(end - first) +
                " bytes before the start of " + kind(slot(i));
      else
        where = "in the trailing guard zone";
      return std::to_string(count) + " guard bytes overwritten " + where;
    }
    if (i < slots_.size()) pos = slot(i).offset + slot(i).bytes;
  }
  return std::nullopt;
}

}  // namespace km
