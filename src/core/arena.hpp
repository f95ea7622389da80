// SPDX-License-Identifier: Apache-2.0
// The shared memory a case lives in: one file mapped by the harness and by the candidate's worker
// process, holding the input and output buffers with guard zones around each. The reference's
// expected values never go here.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace km {

struct ArenaSlot {
  std::string name;
  size_t offset = 0;
  size_t bytes = 0;
  bool output = false;
};

/// The order a list tensor's item slots are placed in (a permutation of `items`, drawn from
/// `rng`): never with an item directly after the one before it in the list, so never the list's
/// order (two items: always reversed); one item stays as it is.
std::vector<size_t> list_placement(std::vector<size_t> items, uint64_t seed);

class Arena {
 public:
  /// Where slots sit against whole guard pages that a worker can make PROT_NONE: `end` puts every
  /// slot's end exactly at a page boundary with a guard page after it (a read past the end
  /// faults; the slot starts aligned to its element size only); `start` puts every slot's start
  /// at a page boundary with a guard page before it (a read before the start faults).
  enum class PageGuard { none, end, start };
  /// Creates and maps a file in `dir` with one slot per buffer, each preceded and followed by
  /// a guard zone of at least kGuardBytes (whole pages on the guarded side, with `guard`).
  /// `placement`, where given, is the order in which the slots are laid out in the file (a
  /// permutation of their indices; slot i keeps index i): list tensors' items are placed in a
  /// seed-drawn order that is never the list's.
  Arena(const std::filesystem::path& dir, const std::vector<ArenaSlot>& buffers,
        PageGuard guard = PageGuard::none, const std::vector<size_t>& placement = {});
  ~Arena();
  Arena(const Arena&) = delete;
  Arena& operator=(const Arena&) = delete;

  static constexpr size_t kGuardBytes = 4096;
  static constexpr size_t kAlign = 64;
  static constexpr size_t kPage = 4096;

  const std::filesystem::path& path() const { return path_; }
  size_t size() const { return size_; }
  const std::vector<ArenaSlot>& slots() const { return slots_; }
  PageGuard page_guard() const { return guard_; }
  /// The page-aligned range [offset, offset + kPage) a worker protects for `slot` ({0, 0} when
  /// none).
  std::pair<size_t, size_t> guard_page(size_t slot) const;
  unsigned char* data(size_t slot) { return base_ + slots_[slot].offset; }
  const unsigned char* data(size_t slot) const { return base_ + slots_[slot].offset; }

  /// Writes the guard pattern to every byte outside the slots.
  void fill_guards();
  /// Describes the first guard-zone damage ("12 bytes after the end of output 'y'"), if any.
  std::optional<std::string> guard_violation() const;

 private:
  unsigned char guard_byte(size_t offset) const;

  std::filesystem::path path_;
  size_t size_ = 0;
  unsigned char* base_ = nullptr;
  std::vector<ArenaSlot> slots_;
  std::vector<size_t> by_offset_;  // slot indices in the order they sit in the file
  unsigned salt_ = 0;
  PageGuard guard_ = PageGuard::none;
};

}  // namespace km
